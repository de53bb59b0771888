import { i18n } from '@chargevalet/platform';
import '../app/App';
import { SHELL_NS } from './i18n';

// Issue 29: a page carries the texts of the screens it shows. Every page's start (the frame, App.tsx) holds the
// cookie banner's texts; a screen's texts arrive with its lazy chunk (features/*/texts.ts).
describe("the shell's texts", () => {
  it("start with the cookie banner's only; a screen's texts come with its chunk", async () => {
    expect(i18n.getResource('de', SHELL_NS, 'cookies.banner.acceptAll')).toBe('Alle akzeptieren');
    for (const screen of ['landing', 'auth', 'legal', 'notFound', 'track', 'register', 'password', 'cookies.modal', 'cookies.categories']) {
      expect([screen, i18n.getResource('de', SHELL_NS, screen)]).toEqual([screen, undefined]);
    }
    await import('./landing/LandingPage');
    expect(i18n.getResource('en', SHELL_NS, 'landing.hero.cta')).toBe('Book now');
    await import('./cookies/CookieSettingsModal');
    expect(i18n.getResource('de', SHELL_NS, 'cookies.modal.title')).toBe('Cookie-Einstellungen');
    expect(i18n.getResource('de', SHELL_NS, 'cookies.banner.acceptAll')).toBe('Alle akzeptieren');
  });
});

import { contractRules } from './contract-rules';
import { i18n, registerTranslations, setLocale, translateError } from './i18n';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

beforeEach(async () => {
  clearCookies();
  await i18n.changeLanguage('de');
});

test('default language is German', () => {
  expect(i18n.options.fallbackLng).toEqual(['de']);
  expect(i18n.t('errorFallback.title', { ns: 'platform' })).toBe('Hoppla, da ist etwas schiefgelaufen.');
});

test('setLocale switches the language and stores it in the locale cookie (1 year)', async () => {
  const spy = jest.spyOn(document, 'cookie', 'set');
  await setLocale('en');
  expect(i18n.language).toBe('en');
  expect(document.cookie).toContain('locale=en');
  expect(spy.mock.calls.map((c) => c[0]).find((c) => c.startsWith('locale='))).toMatch(/Max-Age=31536000; Path=\/; SameSite=Lax/);
  expect(document.documentElement.lang).toBe('en');
  expect(i18n.t('errorFallback.title', { ns: 'platform' })).toBe('Oops, something went wrong.');
  spy.mockRestore();
});

test('the locale cookie chooses the language at start', () => {
  document.cookie = 'locale=en; path=/';
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh = require('./i18n') as typeof import('./i18n');
    expect(fresh.i18n.language).toBe('en');
  });
  document.cookie = 'locale=fr; path=/';
  document.documentElement.lang = 'de';
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh = require('./i18n') as typeof import('./i18n');
    expect(fresh.i18n.language).toBe('de');
  });
});

test("without a locale cookie the page's language is the start language (a build-time page in the visitor's)", () => {
  document.cookie = 'locale=; Max-Age=0; path=/';
  document.documentElement.lang = 'en';
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh = require('./i18n') as typeof import('./i18n');
    expect(fresh.i18n.language).toBe('en');
  });
  document.documentElement.lang = 'de';
});

test('translateError translates validation.<key> messages once the schemas brought them, and passes other text through', async () => {
  // no page loads them at its start (issue 29): the key, until a form's schemas are there
  expect(translateError('validation.nameMin')).toBe('validation.nameMin');
  await contractRules();
  expect(translateError('validation.nameMin')).toBe('Der Vorname muss aus mindestens zwei Zeichen bestehen');
  await setLocale('en');
  expect(translateError('validation.nameMin')).toBe('The name should consist of at least two characters');
  expect(translateError('validation.tooManyAttempts', { seconds: 30 })).toBe('Too many attempts. Please try again in 30 seconds.');
  expect(translateError('Server says no')).toBe('Server says no');
  expect(translateError(undefined)).toBe('');
});

test('registerTranslations adds a namespace in both languages', async () => {
  registerTranslations('demo', { de: { hello: 'Hallo' }, en: { hello: 'Hello' } });
  expect(i18n.t('hello', { ns: 'demo' })).toBe('Hallo');
  await setLocale('en');
  expect(i18n.t('hello', { ns: 'demo' })).toBe('Hello');
});

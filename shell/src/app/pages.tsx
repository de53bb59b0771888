import { lazy, type ComponentType } from 'react';
import type { ShellPage } from './routes/routeTable';

// Every shell page is its own lazy chunk: a signed-in page does not carry the landing page. The build-time pages
// (the landing page, /track-my-number) hold their markup before any script; the rest of the frame hydrates while
// their chunk loads.
const LandingPage = lazy(() => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const LegalPage = lazy(() => import('../features/legal/LegalPage').then((m) => ({ default: m.LegalPage })));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const TrackOrderPage = lazy(() => import('../features/track/TrackOrderPage').then((m) => ({ default: m.TrackOrderPage })));
const TrackLinkPage = lazy(() => import('../features/track/TrackLinkPage').then((m) => ({ default: m.TrackLinkPage })));
const RegisterPage = lazy(() => import('../features/register/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('../features/password/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));

const TermsPage = () => <LegalPage kind="terms" />;
const PrivacyPage = () => <LegalPage kind="privacy" />;
const CookiesPage = () => <LegalPage kind="cookies" />;
const ImprintPage = () => <LegalPage kind="imprint" />;

/**
 * The component of each shell page.
 */
export const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  landing: LandingPage,
  login: LoginPage,
  register: RegisterPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  cookies: CookiesPage,
  imprint: ImprintPage,
  track: TrackOrderPage,
  'track-link': TrackLinkPage,
  'not-found': NotFoundPage,
};

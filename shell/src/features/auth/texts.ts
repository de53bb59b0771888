import { registerTranslations } from '@chargevalet/platform';
import { SHELL_NS } from '../i18n';

export { SHELL_NS };

/** Texts of the sign-in page (namespace "shell"): they load with its chunk, not with every page. German is the master; English mirrors its keys. */
const de = {
  auth: {
    documentTitle: 'Anmelden – ChargeValet',
    title: 'Anmelden',
    subtitle: 'Willkommen zurück! Melde dich mit deiner E-Mail-Adresse und deinem Passwort an.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft …',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    register: 'Konto erstellen',
    failed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuche es später noch einmal.',
    sso: 'Mit Firmenkonto anmelden (Mitarbeitende)',
    ssoDenied: 'Die Anmeldung wurde abgebrochen',
  },
};

const en: typeof de = {
  auth: {
    documentTitle: 'Sign in – ChargeValet',
    title: 'Sign in',
    subtitle: 'Welcome back! Sign in with your e-mail address and password.',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in …',
    forgotPassword: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Create account',
    failed: 'Signing in failed. Please try again later.',
    sso: 'Sign in with company account (staff)',
    ssoDenied: 'Sign-in was cancelled',
  },
};

registerTranslations(SHELL_NS, { de, en });

import { registerTranslations } from '@chargevalet/platform';
import { SHELL_NS } from '../i18n';

export { SHELL_NS };

/** Texts of the password pages (namespace "shell"): they load with their chunks, not with every page. German is the master; English mirrors its keys. */
const de = {
  password: {
    email: 'E-Mail-Adresse',
    backToLogin: 'Zurück zur Anmeldung',
    sending: 'Wird gesendet …',
    saving: 'Wird gespeichert …',
    errorTitle: 'Fehler',
    oops: 'Hoppla, da ist etwas schiefgelaufen. Bitte versuche es noch einmal.',
    forgot: {
      documentTitle: 'Passwort vergessen – ChargeValet',
      title: 'Passwort vergessen?',
      subtitle: 'Kein Problem. Gib die E-Mail-Adresse deines Kontos ein, und wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
      submit: 'Link senden',
      sentTitle: 'Schau in dein Postfach',
      sentTextBefore: 'Falls ein Konto mit der Adresse ',
      sentTextAfter: ' besteht, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt. Der Link ist 60 Minuten gültig.',
      sentHint: 'Keine E-Mail erhalten? Prüfe deinen Spam-Ordner oder fordere den Link noch einmal an.',
      again: 'Link erneut anfordern',
    },
    reset: {
      documentTitle: 'Neues Passwort festlegen – ChargeValet',
      title: 'Neues Passwort festlegen',
      subtitle: 'Für dein Konto {{email}}',
      password: 'Neues Passwort',
      passwordHint: '8–64 Zeichen mit Groß- und Kleinbuchstaben und einer Ziffer',
      confirmation: 'Neues Passwort wiederholen',
      submit: 'Passwort speichern',
      success: 'Passwort erfolgreich aktualisiert',
      newLink: 'Neuen Link anfordern',
    },
  },
};

const en: typeof de = {
  password: {
    email: 'E-mail address',
    backToLogin: 'Back to sign in',
    sending: 'Sending …',
    saving: 'Saving …',
    errorTitle: 'Error',
    oops: 'Oops, something went wrong. Please try again.',
    forgot: {
      documentTitle: 'Forgot password – ChargeValet',
      title: 'Forgot your password?',
      subtitle: 'No problem. Enter the e-mail address of your account and we will send you a link to set a new password.',
      submit: 'Send link',
      sentTitle: 'Check your inbox',
      sentTextBefore: 'If an account exists for ',
      sentTextAfter: ', we have sent you a link to reset your password. The link is valid for 60 minutes.',
      sentHint: 'No e-mail? Check your spam folder or request the link again.',
      again: 'Request the link again',
    },
    reset: {
      documentTitle: 'Create new password – ChargeValet',
      title: 'Create a new password',
      subtitle: 'For your account {{email}}',
      password: 'New password',
      passwordHint: '8–64 characters with upper- and lowercase letters and a number',
      confirmation: 'Repeat new password',
      submit: 'Save password',
      success: 'Password successfully updated',
      newLink: 'Request a new link',
    },
  },
};

registerTranslations(SHELL_NS, { de, en });

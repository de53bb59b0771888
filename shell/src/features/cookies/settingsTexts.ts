import { registerTranslations } from '@chargevalet/platform';
import { SHELL_NS } from './texts';

export { SHELL_NS };

/**
 * Texts of the cookie settings dialog and its declaration of cookies (namespace "shell"): they load with the dialog,
 * which loads when first opened. The dialog also shows the banner's texts (texts.ts, imported above).
 */
const de = {
  cookies: {
    modal: {
      title: 'Cookie-Einstellungen',
      close: 'Schließen',
      tabDeclaration: 'Cookie-Erklärung',
      tabAbout: 'Über Cookies',
      intro: 'Hier siehst du, welche Cookies wir verwenden, und entscheidest selbst, welche Kategorien du zulässt. Unbedingt erforderliche Cookies sind immer aktiv, weil der Service ohne sie nicht funktioniert.',
      aboutTitle: 'Was sind Cookies?',
      aboutText1: 'Cookies sind kleine Textdateien, die eine Website in deinem Browser speichert. Sie helfen zum Beispiel dabei, dich nach der Anmeldung wiederzuerkennen, Formulare vor Missbrauch zu schützen oder deine Spracheinstellung zu behalten.',
      aboutText2: 'Nach geltendem Recht dürfen wir Cookies, die für den Betrieb der Website unbedingt erforderlich sind, ohne Einwilligung setzen. Für alle anderen Kategorien brauchen wir deine Zustimmung, die du hier jederzeit erteilen oder widerrufen kannst.',
      aboutText3: 'Weitere Informationen findest du in unserer Cookie-Richtlinie und in der Datenschutzerklärung.',
      showCookies: 'Cookies anzeigen',
      hideCookies: 'Cookies ausblenden',
      alwaysActive: 'Immer aktiv',
      noCookies: 'In dieser Kategorie setzen wir derzeit keine Cookies.',
      save: 'Einstellungen speichern',
      acceptAll: 'Alle akzeptieren',
      saved: 'Deine Cookie-Einstellungen wurden gespeichert.',
      columnName: 'Name',
      columnPurpose: 'Zweck',
      columnLifetime: 'Speicherdauer',
      columnProvider: 'Anbieter',
    },
    categories: {
      strictly_necessary: {
        title: 'Unbedingt erforderlich',
        description: 'Diese Cookies sind für Anmeldung, Sicherheit, Sprache und Zahlung nötig. Sie lassen sich nicht abschalten.',
      },
      performance: {
        title: 'Leistung',
        description: 'Helfen uns zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können.',
      },
      targeting: {
        title: 'Marketing',
        description: 'Werden genutzt, um dir auf anderen Websites passende Angebote zu zeigen.',
      },
      functionality: {
        title: 'Funktionalität',
        description: 'Ermöglichen zusätzliche Komfortfunktionen, die über den Kernservice hinausgehen.',
      },
      unclassified: {
        title: 'Nicht klassifiziert',
        description: 'Cookies, die wir noch keiner Kategorie zuordnen konnten.',
      },
    },
    purposes: {
      session: 'Hält dich angemeldet und verknüpft deine Anfragen mit deiner Sitzung.',
      xsrf: 'Schützt Formulare vor gefälschten Anfragen (CSRF-Schutz).',
      locale: 'Speichert die von dir gewählte Sprache.',
      consent: 'Speichert deine Cookie-Einstellungen.',
      payment: 'Wird von unserem Zahlungsdienstleister Stripe zur Betrugsprävention bei Kartenzahlungen gesetzt.',
    },
    providers: {
      own: 'ChargeValet',
      stripe: 'Stripe',
    },
    lifetimes: {
      oneYear: '1 Jahr',
      twoHours: '2 Stunden',
      session: '30 Tage nach deinem letzten Besuch, höchstens 1 Jahr (Mitarbeitende: 30 Minuten ohne Aktivität, höchstens 12 Stunden)',
    },
  },
};

const en: typeof de = {
  cookies: {
    modal: {
      title: 'Cookie settings',
      close: 'Close',
      tabDeclaration: 'Cookie declaration',
      tabAbout: 'About cookies',
      intro: 'Here you can see which cookies we use and decide which categories you allow. Strictly necessary cookies are always active because the service does not work without them.',
      aboutTitle: 'What are cookies?',
      aboutText1: 'Cookies are small text files that a website stores in your browser. They help, for example, to recognise you after you sign in, to protect forms against misuse or to remember your language.',
      aboutText2: 'The law allows us to set cookies that are strictly necessary to run the website without consent. For all other categories we need your permission, which you can give or withdraw here at any time.',
      aboutText3: 'You will find more information in our cookie policy and our privacy policy.',
      showCookies: 'Show cookies',
      hideCookies: 'Hide cookies',
      alwaysActive: 'Always active',
      noCookies: 'We currently set no cookies in this category.',
      save: 'Save settings',
      acceptAll: 'Accept all',
      saved: 'Your cookie settings have been saved.',
      columnName: 'Name',
      columnPurpose: 'Purpose',
      columnLifetime: 'Lifetime',
      columnProvider: 'Provider',
    },
    categories: {
      strictly_necessary: {
        title: 'Strictly necessary',
        description: 'These cookies are needed for signing in, security, language and payment. They cannot be switched off.',
      },
      performance: {
        title: 'Performance',
        description: 'Help us understand how the website is used so that we can improve it.',
      },
      targeting: {
        title: 'Targeting',
        description: 'Used to show you relevant offers on other websites.',
      },
      functionality: {
        title: 'Functionality',
        description: 'Enable additional convenience features beyond the core service.',
      },
      unclassified: {
        title: 'Unclassified',
        description: 'Cookies we have not yet been able to assign to a category.',
      },
    },
    purposes: {
      session: 'Keeps you signed in and links your requests to your session.',
      xsrf: 'Protects forms against forged requests (CSRF protection).',
      locale: 'Remembers the language you chose.',
      consent: 'Stores your cookie settings.',
      payment: 'Set by our payment provider Stripe to prevent fraud in card payments.',
    },
    providers: {
      own: 'ChargeValet',
      stripe: 'Stripe',
    },
    lifetimes: {
      oneYear: '1 year',
      twoHours: '2 hours',
      session: '30 days after your last visit, at most 1 year (staff: 30 minutes without activity, at most 12 hours)',
    },
  },
};

registerTranslations(SHELL_NS, { de, en });

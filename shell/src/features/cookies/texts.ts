import { registerTranslations } from '@chargevalet/platform';
import { SHELL_NS } from '../i18n';

export { SHELL_NS };

/**
 * Texts of the cookie banner (namespace "shell"), which every page may show. The settings dialog's texts load with
 * the dialog (settingsTexts.ts). German is the master; English mirrors its keys.
 */
const de = {
  cookies: {
    banner: {
      title: 'Wir respektieren deine Privatsphäre',
      text: 'Wir verwenden Cookies, die für den Betrieb unseres Services unbedingt erforderlich sind. Weitere Kategorien setzen wir nur mit deiner Einwilligung ein. Du kannst deine Auswahl jederzeit in den Cookie-Einstellungen ändern.',
      policy: 'Cookie-Richtlinie',
      acceptAll: 'Alle akzeptieren',
      rejectOptional: 'Nur notwendige Cookies',
      settings: 'Einstellungen',
      region: 'Cookie-Hinweis',
    },
  },
};

const en: typeof de = {
  cookies: {
    banner: {
      title: 'We respect your privacy',
      text: 'We use cookies that are strictly necessary to run our service. We only use other categories with your consent. You can change your choice at any time in the cookie settings.',
      policy: 'Cookie policy',
      acceptAll: 'Accept all',
      rejectOptional: 'Necessary only',
      settings: 'Settings',
      region: 'Cookie notice',
    },
  },
};

registerTranslations(SHELL_NS, { de, en });

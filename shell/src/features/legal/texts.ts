import { registerTranslations } from '@chargevalet/platform';
import { SHELL_NS } from '../i18n';

export { SHELL_NS };

/** Texts of the legal pages (namespace "shell"): they load with their chunk, not with every page. German is the master; English mirrors its keys. */
const de = {
  legal: {
    updated: 'Stand: {{date}}',
    contents: 'Inhalt',
    openCookieSettings: 'Cookie-Einstellungen öffnen',
    documentTitle: '{{title}} – ChargeValet',
  },
};

const en: typeof de = {
  legal: {
    updated: 'Last updated: {{date}}',
    contents: 'Contents',
    openCookieSettings: 'Open cookie settings',
    documentTitle: '{{title}} – ChargeValet',
  },
};

registerTranslations(SHELL_NS, { de, en });

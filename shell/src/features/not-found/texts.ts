import { registerTranslations } from '@chargevalet/platform';
import { SHELL_NS } from '../i18n';

export { SHELL_NS };

/** Texts of the page not found (namespace "shell"): they load with its chunk, not with every page. German is the master; English mirrors its keys. */
const de = {
  notFound: {
    documentTitle: 'Seite nicht gefunden – ChargeValet',
    code: '404',
    title: 'Diese Seite gibt es leider nicht',
    text: 'Vielleicht hat sich ein Tippfehler in die Adresse eingeschlichen, oder die Seite wurde verschoben.',
    home: 'Zur Startseite',
    track: 'Auftrag verfolgen',
  },
};

const en: typeof de = {
  notFound: {
    documentTitle: 'Page not found – ChargeValet',
    code: '404',
    title: 'Sorry, this page does not exist',
    text: 'There may be a typo in the address, or the page has moved.',
    home: 'Go to the home page',
    track: 'Track your order',
  },
};

registerTranslations(SHELL_NS, { de, en });

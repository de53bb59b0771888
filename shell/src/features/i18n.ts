import { registerTranslations } from '@chargevalet/platform';
import { de } from './locales/de';
import { en } from './locales/en';

/** i18next namespace of the shell's own screens (landing, sign-in, legal, cookies, 404, order tracking). */
export const SHELL_NS = 'shell';

registerTranslations(SHELL_NS, { de, en });

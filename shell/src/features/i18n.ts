/**
 * i18next namespace of the shell's own screens (landing, sign-in, legal, cookies, 404, order tracking). Each feature
 * registers its part in its `texts.ts`, which its components import: a page loads the texts of the screens it
 * shows, not those of every shell screen (issue 29).
 */
export const SHELL_NS = 'shell';

/**
 * @chargevalet/platform/trans: react-i18next's Trans (a translation with components inside, e.g. a link in a
 * consent label), shared as a singleton of its own so that it loads with the forms that use it, not with every
 * page (see i18n-react.ts). It reads the same i18n instance as the rest of the page.
 */
export { Trans } from 'react-i18next';

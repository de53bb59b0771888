/**
 * react-i18next through the platform (like Chakra and the router): the page's one copy, tree-shaken to what the apps
 * use. Shared as a module of its own, all of it came with every page (10.5 KB gzip), as Module Federation does not
 * tree-shake shared modules. App code keeps writing `from 'react-i18next'`: the build points such imports here
 * (shared/build) and fails when a name is missing. Trans, which only two forms use, comes from
 * `@chargevalet/platform/trans` so that no page starts with it.
 */
export { useTranslation, getI18n } from 'react-i18next';

/** Where the shell puts its bundler runtime for the remotes (./provide.js, ./from-shell.js). */
export const BUNDLER_RUNTIME_GLOBAL = '_CHARGEVALET_FEDERATION_BUNDLER_RUNTIME';

// The shell's runtime plugin that lends its Module Federation bundler runtime to the remotes (README, "Deploying
// one remote alone"). The bundler runtime's functions take the calling bundle's __webpack_require__ and keep their
// state on it, so one copy serves every bundle of the page: a remote built for the shell replaces its own copy
// with ./from-shell.js (its remoteEntry.js 15.1 → 6.2 KB gzip on every remote's page).
import { attachShareScopeMap, bundlerRuntime } from '@chargevalet/federation-bundler-runtime';
import * as errorCodes from '@chargevalet/federation-error-codes';
import { BUNDLER_RUNTIME_GLOBAL } from './global.js';

globalThis[BUNDLER_RUNTIME_GLOBAL] = { bundlerRuntime, attachShareScopeMap, errorCodes };

export default function provideBundlerRuntimePlugin() {
  return { name: 'chargevalet-provide-bundler-runtime' };
}

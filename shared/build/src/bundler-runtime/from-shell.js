// A remote's Module Federation bundler runtime, built for the shell: in place of
// @module-federation/webpack-bundler-runtime (its index), the shell's functions (./provide.js) on this bundle's own
// state, as that index would set it up. Kept here: @module-federation/runtime, whose init names the instance after
// this build, and initContainerEntry, which the shell (exposing nothing) is built without.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@chargevalet/federation-init-container-entry';
import { BUNDLER_RUNTIME_GLOBAL } from './global.js';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error('This remote is built for a shell that provides the federation bundler runtime: deploy the shell first.');
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

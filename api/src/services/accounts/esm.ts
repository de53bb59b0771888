import path from 'node:path';
import vm from 'node:vm';

/**
 * import() of an ESM-only package (openid-client, oidc-provider). In the ESM server bundle this is a plain
 * dynamic import; under jest (CommonJS sandbox, no --experimental-vm-modules) Node's own require(esm) loads it:
 * `vm.runInThisContext` reaches the real `process` outside jest's sandbox, whose `module` is Node's.
 */
export async function importEsm<T>(specifier: string): Promise<T> {
  if (process.env.JEST_WORKER_ID !== undefined) {
    const realModule = vm.runInThisContext("process.getBuiltinModule('node:module')") as typeof import('node:module');
    const resolved = require.resolve(specifier);
    return realModule.createRequire(path.dirname(resolved) + path.sep)(resolved) as T;
  }
  return (await import(/* webpackIgnore: true */ specifier)) as T;
}

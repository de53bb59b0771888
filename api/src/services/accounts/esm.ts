/**
 * import() of an ESM-only package (openid-client, oidc-provider). In the ESM server bundle this is a plain
 * dynamic import; under jest (CommonJS sandbox, no --experimental-vm-modules) Node's own require(esm) loads it.
 */
export async function importEsm<T>(specifier: string): Promise<T> {
  if (process.env.JEST_WORKER_ID !== undefined) {
    const { createRequire } = process.getBuiltinModule('node:module');
    const resolved = require.resolve(specifier);
    return createRequire(resolved)(resolved) as T;
  }
  return (await import(/* webpackIgnore: true */ specifier)) as T;
}

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLER_RUNTIME_GLOBAL } from './global.js';

// What a remote's build resolves through the aliases of shared/build/src/index.js.
const ownRuntime = { init: jest.fn() };
const ownInitContainerEntry = jest.fn();
jest.mock('@module-federation/runtime', () => ownRuntime, { virtual: true });
jest.mock('@chargevalet/federation-init-container-entry', () => ({ initContainerEntry: ownInitContainerEntry }), { virtual: true });

type Federation = {
  runtime: unknown;
  instance: unknown;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: object;
};

/** from-shell.js evaluated afresh, as each remote's bundle evaluates its own copy. */
async function evaluateFromShell(): Promise<Federation> {
  let federation: Federation | undefined;
  await jest.isolateModulesAsync(async () => {
    federation = ((await import('./from-shell.js')) as { default: Federation }).default;
  });
  return federation!;
}

const shellFunctions = { remotes: jest.fn(), consumes: jest.fn(), I: jest.fn(), init: jest.fn(), initContainerEntry: undefined, S: { shell: {} } };
const shellAttach = jest.fn();
const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete globals[BUNDLER_RUNTIME_GLOBAL];
});

describe("a remote's bundler runtime, lent by the shell", () => {
  it("uses the shell's functions on state of its own, with its own runtime and container entry", async () => {
    globals[BUNDLER_RUNTIME_GLOBAL] = { bundlerRuntime: shellFunctions, attachShareScopeMap: shellAttach };
    const first = await evaluateFromShell();
    const second = await evaluateFromShell();

    expect(first.bundlerRuntime.consumes).toBe(shellFunctions.consumes);
    expect(first.bundlerRuntime.remotes).toBe(shellFunctions.remotes);
    expect(first.attachShareScopeMap).toBe(shellAttach);
    // The shell exposes nothing, so it is built without initContainerEntry; the remote brings its own.
    expect(first.bundlerRuntime.initContainerEntry).toBe(ownInitContainerEntry);
    // Its runtime names the federation instance after the remote's build, not the shell's.
    expect((first.runtime as typeof ownRuntime).init).toBe(ownRuntime.init);
    expect(first.instance).toBeUndefined();
    // Per-bundle state: neither the shell's nor another remote's.
    expect(first.bundlerRuntime.S).toEqual({});
    expect(first.bundlerRuntime.S).not.toBe(shellFunctions.S);
    expect(first.bundlerRuntime.S).not.toBe(second.bundlerRuntime.S);
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
  });

  it('says what to deploy when the page has a shell that lends none', async () => {
    await expect(evaluateFromShell()).rejects.toThrow('deploy the shell first');
  });
});

describe("the apps' production builds", () => {
  /** The plugins and federation options of an app's production configuration (rspack runs in ES modules only). */
  function productionConfig(app: string, isHost: boolean): { plugins: string[]; runtimePlugins: string[]; replacement: string | null } {
    const script = `
      import { createAppConfig } from ${JSON.stringify(pathToFileURL(path.join(__dirname, '..', 'index.js')).href)};
      const config = createAppConfig({ name: ${JSON.stringify(app)}, dir: ${JSON.stringify(path.join(__dirname, '../../../..', app === 'shell' ? 'shell' : `mfe-${app}`))}, port: 3000, isHost: ${isHost} })({}, { mode: 'production' });
      const federation = config.plugins.find((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin');
      const replacement = config.plugins.find((plugin) => plugin?.constructor?.name === 'NormalModuleReplacementPlugin');
      console.log(JSON.stringify({
        plugins: config.plugins.map((plugin) => plugin?.constructor?.name),
        runtimePlugins: federation._options.runtimePlugins ?? [],
        replacement: replacement ? String(replacement._args[1]) : null, // rspack keeps a builtin plugin's arguments in _args
      }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(__dirname, '../..'), encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout);
  }

  it('the shell lends its bundler runtime; a remote replaces its own copy and takes the error codes from the shell', () => {
    const shell = productionConfig('shell', true);
    expect(shell.runtimePlugins.some((plugin) => plugin.endsWith(path.join('bundler-runtime', 'provide.js')))).toBe(true);
    expect(shell.plugins).not.toContain('NormalModuleReplacementPlugin');

    const remote = productionConfig('profile', false);
    expect(remote.replacement).toMatch(/bundler-runtime[\\/]from-shell\.js$/);
    expect(remote.plugins).toContain('ExternalsPlugin');
  });
});

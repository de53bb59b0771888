// One Rspack + Module Federation configuration for the shell (host) and the four remotes (DESIGN §2).
// Every app's rspack.config.mjs calls createAppConfig({ name, dir, port, exposes?, isHost? }).
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress.js';
import { CompileHintsPlugin } from './compile-hints.js';
import { ChunkGraphPlugin } from './chunk-graph.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime/global.js';
import { FederationRuntimeAsEsm, federationEsm } from './federation-esm.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../../..');
const platformSrc = path.join(workspaceRoot, 'shared/platform/src');
const contractSrc = path.join(workspaceRoot, 'shared/contract/src');

/**
 * Module Federation's bundler runtime (@module-federation/webpack-bundler-runtime) and error codes, as the plugin's
 * runtime tools resolve them: the shell lends its copies to the remotes (./bundler-runtime).
 */
const federationPackages = (() => {
  const enhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
  const runtimeTools = createRequire(enhanced.resolve('@module-federation/runtime-tools/package.json'));
  const runtime = createRequire(runtimeTools.resolve('@module-federation/runtime'));
  return {
    bundlerRuntime: runtimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    errorCodes: runtime.resolve('@module-federation/error-codes'),
  };
})();

/** Dev ports (TEAM-NOTES): the shell's dev server hands these out as its default /remotes.json. */
export const DEV_PORTS = { shell: 3000, booking: 3001, profile: 3002, manager: 3003, driver: 3004 };
export const API_DEV_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

/** Version of a dependency as installed for the app in `dir` (pinned once by the pnpm catalog). */
function installedVersion(dir, name) {
  const require = createRequire(path.join(dir, 'package.json'));
  let pkgPath;
  try {
    pkgPath = require.resolve(`${name}/package.json`);
  } catch {
    // Packages whose "exports" hide package.json: walk up from the entry point.
    let cur = path.dirname(require.resolve(name));
    while (!existsSync(path.join(cur, 'package.json')) || JSON.parse(readFileSync(path.join(cur, 'package.json'), 'utf8')).name !== name) {
      const up = path.dirname(cur);
      if (up === cur) throw new Error(`Cannot find package.json of ${name}`);
      cur = up;
    }
    pkgPath = path.join(cur, 'package.json');
  }
  return JSON.parse(readFileSync(pkgPath, 'utf8')).version;
}

/** The platform contract version (the platform package's version, see shared/platform/src/contract-version.ts). */
export function platformContractVersion() {
  return JSON.parse(readFileSync(path.join(workspaceRoot, 'shared/platform/package.json'), 'utf8')).version;
}

/** A remote's page declaration (`src/pages.json`, shape: remotePagesSchema of @chargevalet/contract). */
function remotePages(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'src', 'pages.json'), 'utf8'));
}

/**
 * The contract's version: its package version, a semantic version like any library's (minor for an addition,
 * major for a change that breaks a remote built before; a comment or a fix changes nothing a remote sees).
 * shared/contract/src/version.ts holds the same number (its test checks).
 */
function contractVersion() {
  return JSON.parse(readFileSync(path.join(workspaceRoot, 'shared/contract/package.json'), 'utf8')).version;
}

/**
 * The shared modules of DESIGN §2. Subpaths are keys of their own (TOOLCHAIN). The workspace packages get explicit
 * versions: the platform its contract version, the contract its package version (contractVersion). An app takes
 * the page's copy of the contract when its version satisfies `^<the version the app was built with>` (the same
 * major, at least as new): a remote built before a compatible contract change keeps using the shell's copy; only
 * a remote built against another major brings its own (the shell says so in its console).
 *
 * @chakra-ui/react is deliberately NOT a shared module of its own: Module Federation does not tree-shake shared
 * modules, so sharing it would put all of Chakra (about 308 KB gzip) in front of the landing page. Instead the
 * platform package is its only importer (enforced below by `ThroughPlatform`; react-router-dom and react-i18next likewise), and the platform is a
 * singleton: the page therefore still holds exactly one Chakra instance (the one inside the loaded platform
 * module), tree-shaken to what the platform's UI kit re-exports. Emotion, which holds Chakra's style cache, is a
 * shared singleton as usual.
 *
 * `@chargevalet/contract/core` is the contract without zod (names, labels, paths), shared the same way: the
 * platform and the shell's frame import only it, so a page without a form loads neither zod nor a schema (issue 29).
 *
 * zod is not shared either (all of it is 88 KB gzip; an app's tree-shaken copy about 26 KB). The contract is shared
 * instead, with the part of zod its schemas use: one copy of 53 KB gzip per page instead of ~36 KB in every app. A
 * remote's own JavaScript shrinks by that much (mfe-driver on /profile/active-order 59.6 → 22.8 KB, the whole page
 * 412 → 386 KB); a page of the shell alone (/track-my-number) fetches 11 KB more; the landing page's JS before paint
 * does not change (its main.js has no contract). react-hook-form (16 KB gzip whole, 15 KB tree-shaken) is a singleton.
 */
export function sharedConfig(dir) {
  const v = (name) => installedVersion(dir, name);
  const single = (name, version = v(name)) => ({ singleton: true, requiredVersion: version, version, strictVersion: false });
  const platformVersion = platformContractVersion();
  const contract = contractVersion();
  return {
    react: single('react'),
    'react/jsx-runtime': single('react/jsx-runtime', v('react')),
    'react/jsx-dev-runtime': single('react/jsx-dev-runtime', v('react')),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom/client', v('react-dom')),
    '@emotion/react': single('@emotion/react'),
    zustand: single('zustand'),
    i18next: single('i18next'),
    'react-hook-form': single('react-hook-form'),
    '@chargevalet/contract': { singleton: false, strictVersion: true, requiredVersion: `^${contract}`, version: contract },
    '@chargevalet/contract/core': { singleton: false, strictVersion: true, requiredVersion: `^${contract}`, version: contract },
    '@chargevalet/platform': { singleton: true, requiredVersion: platformVersion, version: platformVersion },
    '@chargevalet/platform/router': { singleton: true, requiredVersion: platformVersion, version: platformVersion },
    '@chargevalet/platform/orders': { singleton: true, requiredVersion: platformVersion, version: platformVersion },
    '@chargevalet/platform/forms': { singleton: true, requiredVersion: platformVersion, version: platformVersion },
    '@chargevalet/platform/trans': { singleton: true, requiredVersion: platformVersion, version: platformVersion },
  };
}

/**
 * Libraries that reach the page only through the platform (one instance per page, tree-shaken):
 * app code that imports `@chakra-ui/react` is pointed at `@chargevalet/platform` (its UI kit re-exports the same
 * components under the same names), `react-router-dom` at `@chargevalet/platform/router`, `react-i18next` at
 * `@chargevalet/platform` (its Trans at `@chargevalet/platform/trans`) and `@tanstack/react-query` at
 * `@chargevalet/platform`. Only the platform package and node_modules resolve the real libraries. A name the platform does not re-export fails the build.
 */
const THROUGH_PLATFORM = [
  { library: '@chakra-ui/react', target: '@chargevalet/platform', files: ['index.ts', 'ui.ts'], hint: 'shared/platform/src/ui.ts (and its recipe to system.ts)' },
  { library: 'react-router-dom', target: '@chargevalet/platform/router', files: ['router.ts'], hint: 'shared/platform/src/router.ts' },
  { library: 'react-i18next', target: '@chargevalet/platform', files: ['i18n-react.ts'], hint: 'shared/platform/src/i18n-react.ts (Trans: import it from @chargevalet/platform/trans)' },
  { library: '@tanstack/react-query', target: '@chargevalet/platform', files: ['tanstack-query.ts'], hint: 'shared/platform/src/tanstack-query.ts' },
];

/** Names exported by the given platform files (parsed from their export lists). */
function exportedNames(files) {
  const names = new Set();
  for (const file of files) {
    const text = readFileSync(path.join(platformSrc, file), 'utf8');
    for (const block of text.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}/g)) {
      for (const spec of block[1].split(',')) {
        const t = spec.trim();
        if (!t) continue;
        const parts = t.split(/\s+as\s+/);
        names.add((parts[1] ?? parts[0]).trim());
      }
    }
  }
  return names;
}

class ThroughPlatform {
  constructor() {
    this.rules = THROUGH_PLATFORM.map((rule) => ({ ...rule, names: exportedNames(rule.files) }));
  }
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ThroughPlatform', (nmf) => {
      nmf.hooks.beforeResolve.tap('ThroughPlatform', (data) => {
        const request = data.request ?? '';
        const rule = this.rules.find((r) => request === r.library || request.startsWith(`${r.library}/`));
        if (!rule) return;
        const issuer = data.contextInfo?.issuer ?? '';
        if (!issuer || issuer.includes(`${path.sep}node_modules${path.sep}`) || issuer.startsWith(platformSrc)) return;
        const where = path.relative(workspaceRoot, issuer);
        if (request !== rule.library) throw new Error(`${where} imports ${request}: use ${rule.target} instead.`);
        const escaped = rule.library.replace(/[/.]/g, (c) => `\\${c}`);
        const importRe = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`, 'g');
        for (const match of readFileSync(issuer, 'utf8').matchAll(importRe)) {
          if (match[1]) continue;
          for (const spec of match[2].split(',')) {
            const trimmed = spec.trim();
            if (!trimmed || trimmed.startsWith('type ')) continue;
            const name = trimmed.split(/\s+as\s+/)[0].trim();
            if (/Props$/.test(name)) continue;
            if (!rule.names.has(name)) {
              throw new Error(`${where} uses ${name} from ${rule.library}, which the platform does not re-export yet: add it to ${rule.hint}.`);
            }
          }
        }
        data.request = rule.target;
      });
    });
  }
}

/** The loaders every build uses: TypeScript/TSX of the given source folders through swc, assets, CSS. */
function moduleRules(include, prod) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      include,
      use: {
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
            target: 'es2022',
          },
        },
      },
      type: 'javascript/auto',
    },
    // The contract is pure: let the bundler drop the schemas (and zod) an app does not use.
    { test: /\.[jt]sx?$/, include: [contractSrc], sideEffects: false },
    { test: /\.(png|jpe?g|webp|svg|woff2?)$/i, type: 'asset' },
    { test: /\.css$/i, type: 'css/auto' },
  ];
}

const HTML_TEMPLATE = (title) => `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b7a5a" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>ChargeValet braucht JavaScript. / ChargeValet needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

/** Node packages under node_modules named so (scoped: `@scope[\\/]name`). */
const packages = (...names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * The third-party packages every page of the shell starts with, in two files instead of ten: each shared module is a
 * chunk group of its own (a remote may consume it alone), and the default split gave nearly every one its own file.
 * A phone inserts, requests and runs each file on its own, and HTTP/1.1 queues them six at a time (a signed-in page
 * started with 20 files, now 12; README, "Fewer files at the start"). Only packages that every page runs at its
 * start belong here: a chunk named here loads whole with any one of its modules.
 */
const START_LIBRARIES = packages('zustand', 'i18next', 'react-i18next', 'react-router', 'react-router-dom', '@tanstack[\\\\/]query-core', '@tanstack[\\\\/]react-query', 'use-sync-external-store', '@emotion[\\\\/][a-z-]+', 'stylis');
/** react-i18next's Trans and what only it uses: they load with @chargevalet/platform/trans (two forms), not at every start. */
const LOADED_WITH_TRANS = /[\\/]react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|unescape)\.js$/;
const START_PACKAGES = {
  startReact: { test: packages('react', 'react-dom', 'scheduler'), name: 'start-react', chunks: 'all', enforce: true, priority: 20 },
  startLibraries: {
    test: (module) => START_LIBRARIES.test(module.resource ?? '') && !LOADED_WITH_TRANS.test(module.resource),
    name: 'start-libraries',
    chunks: 'all',
    enforce: true,
    priority: 20,
  },
};

/**
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string,string>, isHost?: boolean,
 *           devRemotes?: Record<string,string>, title?: string }} options
 */
export function createAppConfig({ name, dir, port, exposes, isHost = false, title }) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? (env.RSPACK_SERVE ? 'development' : 'production');
    const prod = mode === 'production';
    const appSrc = path.join(dir, 'src');
    const template = existsSync(path.join(dir, 'index.html')) ? path.join(dir, 'index.html') : undefined;
    const uniqueName = `chargevalet_${name}`;
    // A remote's own page (standalone, with the platform providers) is a development tool: its production build is
    // only for the shell, which provides the federation runtime that the remote's entry leaves out.
    const standalonePage = isHost || !prod;
    const devRemotes = Object.fromEntries(
      Object.entries(DEV_PORTS)
        .filter(([key]) => key !== 'shell')
        .map(([key, p]) => [key, `http://localhost:${p}/mf-manifest.json`]),
    );

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: standalonePage ? { main: './src/index.ts' } : {},
      target: 'web',
      devtool: prod ? false : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: prod ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        // Workspace packages ship TypeScript source; resolve their real paths so the swc rule applies.
        symlinks: true,
        alias: {
          '@chargevalet/federation-bundler-runtime$': federationEsm(federationPackages.bundlerRuntime),
          '@chargevalet/federation-init-container-entry$': federationEsm(path.join(path.dirname(federationPackages.bundlerRuntime), 'initContainerEntry.cjs')),
          '@chargevalet/federation-error-codes$': federationEsm(federationPackages.errorCodes),
        },
      },
      module: { rules: moduleRules([appSrc, platformSrc, contractSrc], prod) },
      optimization: {
        minimize: prod,
        // Remotes must not split their runtime (TOOLCHAIN); the host keeps the default as well.
        runtimeChunk: false,
        ...(isHost && prod ? { splitChunks: { cacheGroups: START_PACKAGES } } : {}),
      },
      performance: { hints: false },
      plugins: [
        new ThroughPlatform(),
        new FederationRuntimeAsEsm(),
        // A remote built for the shell takes the shell's bundler runtime and its error codes (./bundler-runtime).
        ...(standalonePage
          ? []
          : [
              new rspack.NormalModuleReplacementPlugin(/^[^!]*[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/, path.join(here, 'bundler-runtime/from-shell.js')),
              new rspack.ExternalsPlugin('global', { '@module-federation/error-codes': [BUNDLER_RUNTIME_GLOBAL, 'errorCodes'] }),
            ]),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
          __CV_APP__: JSON.stringify(name),
        }),
        ...(standalonePage
          ? [
              new rspack.HtmlRspackPlugin({
                ...(template ? { template } : { templateContent: HTML_TEMPLATE(title ?? `ChargeValet ${name}`) }),
                chunks: ['main'],
                // Absolute script URLs: the page is also served for deep links (/book-a-service/time-slots).
                publicPath: '/',
                minify: prod,
              }),
            ]
          : []),
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? {
                shareStrategy: 'loaded-first',
                remotes: {},
                // The page's one copy of the federation runtime core: the shell puts it on the page for every remote entry.
                // Without the snapshot plugin (manifest handling): the shell reads each remote's manifest itself and
                // registers the remoteEntry.js it names (shell/src/app/remotes/remoteRuntime.ts).
                experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
                // And its bundler runtime, which the remotes built for it leave out as well (./bundler-runtime).
                runtimePlugins: [path.join(here, 'bundler-runtime/provide.js')],
              }
            : {
                // Built for the shell, which provides the runtime core (remoteEntry.js 34 → 14 KB gzip); the dev
                // server's standalone page has no shell and keeps its own copy. `target: 'web'` drops Node.js loading.
                experiments: { externalRuntime: !standalonePage, optimization: { target: 'web' } },
                filename: 'remoteEntry.js',
                exposes: exposes ?? { './App': './src/App.tsx' },
                // The platform contract this remote is built against and needs (shared/platform/src/contract-version.ts):
                // the shell reads it from mf-manifest.json and refuses the remote when its own platform cannot serve it.
                // And the remote's pages (src/pages.json: paths, roles, titles, sidebar entries): the shell routes them
                // at run time (README, "A remote owns its pages").
                manifest: {
                  additionalData: ({ stats }) => {
                    stats.metaData.platformContract = platformContractVersion();
                    stats.metaData.pages = remotePages(dir);
                    return stats;
                  },
                },
              }),
          shared: sharedConfig(dir),
          dts: false,
        }),
        ...(prod ? [new CompileHintsPlugin(), new PrecompressPlugin(), new ChunkGraphPlugin({ dir })] : []),
      ],
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        allowedHosts: 'all',
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        // Same-origin API calls in development: forward the API's paths (GETs of client routes stay here).
        proxy: [
          {
            context: (pathname, req) =>
              /^\/(api|sanctum|health)(\/|$)/.test(pathname) ||
              (req.method !== 'GET' && /^\/(login|logout|register|forgot-password|reset-password|email|phone)(\/|$)/.test(pathname)),
            target: API_DEV_ORIGIN,
            changeOrigin: false,
          },
        ],
        setupMiddlewares: (middlewares) => {
          if (isHost) {
            // Production serves /remotes.json from the API's configuration; in development point at the dev ports.
            middlewares.unshift({
              name: 'dev-remotes-json',
              path: '/remotes.json',
              middleware: (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.end(JSON.stringify(devRemotes));
              },
            });
          }
          return middlewares;
        },
      },
    };
    return config;
  };
}

/**
 * The shell's server renderer (shell/src/server): the same sources compiled for Node (one CommonJS file in
 * `<dir>/dist-server`, React's server renderer inside), used by the build to write the first-visit pages
 * (shared/build/prerender.mjs). Without Module Federation: `remotes` maps each remote's server entry
 * (`<remote>/server`) to its source, compiled into this one bundle (README, "Build-time pages").
 */
export function createServerConfig({ dir, entry, remotes }) {
  const include = [path.join(dir, 'src'), platformSrc, contractSrc, ...Object.values(remotes).map((file) => path.dirname(file))];
  return {
    mode: 'production',
    context: dir,
    target: 'node',
    entry: { renderPage: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].cjs',
      // Asset URLs as the browser build writes them: the markup hydrates without a difference.
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      symlinks: true,
      alias: Object.fromEntries(Object.entries(remotes).map(([name, file]) => [`${name}/server`, file])),
    },
    module: { rules: moduleRules(include, true) },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new ThroughPlatform(),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __CV_APP__: JSON.stringify('shell') }),
      // One file: the build requires it once.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

export default createAppConfig;

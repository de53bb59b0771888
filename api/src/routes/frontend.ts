import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_CONSENT_COOKIE, PAGE_START_ID, REMOTE_NAMES, SESSION_COOKIE, STAFF_REMOTES, pageDataUrls, type Locale, type PageStart, type RemoteName } from '@chargevalet/contract';
import { remotePageAt } from './page-remote';
import { toUserResource } from './user';

/** Paths the shell's page never answers: the API, CSRF, health, remote files. */
const NOT_CLIENT_ROUTES = /^\/(api(\/|$)|sanctum\/|health$|remotes\/|remotes\.json$)/;
/** Files named with a content hash never change: cache them for a year. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Entry points that name the hashed files: always revalidate. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'remotes.json']);

const isManifest = (file: string) => path.basename(file).replace(/\.(br|gz)$/, '') === 'mf-manifest.json';

/** Build-time compressed copies (shared/build's precompress) are cached like the file they compress. */
const COMPRESSED_COPY = /\.(br|gz)$/;

export function cacheControlFor(filePath: string, isPrivate: boolean): string {
  const base = path.basename(filePath).replace(COMPRESSED_COPY, '');
  const scope = isPrivate ? 'private' : 'public';
  if (ENTRY_FILES.has(base) || base.endsWith('.html') || !HASHED_FILE.test(base)) return `${scope}, no-cache`;
  return `${scope}, max-age=31536000, immutable`;
}

/** The cookie banner inside a build-time page (shared/build/prerender.mjs marks it). */
const PRERENDERED_CONSENT = /<!--consent-->[\s\S]*?<!--\/consent-->/;
/** What shared/build/prerender.mjs writes beside index.html: path → file of the build-time page. */
const PRERENDERED_MANIFEST = 'prerendered.json';

/** The build's prerendered pages: path → file without `.<locale>.html`; none without the file. */
function prerenderedPages(shellDir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(shellDir, PRERENDERED_MANIFEST), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The build-time HTML of a page (`file` from prerendered.json, e.g. `landing`) in the visitor's language
 * (<file>.<locale>.html), without the cookie banner once they decided; the plain index.html when the build has none.
 */
export async function prerenderedPage(shellDir: string, file: string, locale: string, consentGiven: boolean): Promise<string> {
  try {
    const html = await readFile(path.join(shellDir, `${file}.${locale}.html`), 'utf8');
    return consentGiven ? html.replace(PRERENDERED_CONSENT, '') : html;
  } catch {
    return readFile(path.join(shellDir, 'index.html'), 'utf8');
  }
}

/**
 * The page with its start's answers (the platform's readPageStart: the session's user, where the remotes are, the
 * manifest of the page's remote) as a JSON script before </body>. `<` is escaped in the JSON (which allows it), so a
 * name cannot end the script.
 */
export function withPageStart(html: string, start: PageStart): string {
  const script = `<script type="application/json" id="${PAGE_START_ID}">${JSON.stringify(start).replace(/</g, '\\u003c')}</script>`;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + script : html.slice(0, end) + script + html.slice(end);
}

/**
 * The answers to a page's first data (its declaration's `data`, `pageDataUrls`), asked of this API as the browser
 * would ask them (the same cookie, address and language: the same authorisation), by URL; only 200s, and none that
 * sets a cookie (the browser would not get it). Undefined when there are none; a call that fails is left out.
 */
async function pageData(fastify: FastifyInstance, request: FastifyRequest, urls: readonly string[]): Promise<Record<string, unknown> | undefined> {
  const answers = await Promise.all(
    urls.map(async (url): Promise<[string, unknown] | null> => {
      try {
        const res = await fastify.inject({
          method: 'GET',
          url,
          remoteAddress: request.ip,
          headers: { accept: 'application/json', ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}), ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}) },
        });
        if (res.statusCode !== 200 || res.headers['set-cookie'] || !String(res.headers['content-type'] ?? '').includes('json')) return null;
        return [url, res.json()];
      } catch {
        return null; // the page asks for it itself: a failed call never keeps the page from being sent
      }
    }),
  );
  const data = answers.filter((answer): answer is [string, unknown] => answer !== null);
  return data.length > 0 ? Object.fromEntries(data) : undefined;
}

/** The shell's server renderer's request-time render (shell/src/server/renderPage.tsx, `renderFrame`). */
type RenderFrame = (url: string, input: { start: PageStart; locale: Locale; consentCookie: string | undefined }) => string;

/**
 * The shell's server renderer (`<shell>/../dist-server/renderPage.cjs`, the shell's build), loaded once; null
 * without it (a front end built without it, a test) or when it cannot be loaded (logged: the API starts anyway):
 * the page is then sent as the browser renders it.
 */
export function loadFrameRenderer(shellDir: string, log: FastifyInstance['log']): RenderFrame | null {
  const file = path.join(shellDir, '..', 'dist-server', 'renderPage.cjs');
  if (!existsSync(file)) return null;
  try {
    const { renderFrame } = createRequire(file)(file) as { renderFrame?: RenderFrame };
    return typeof renderFrame === 'function' ? renderFrame : null;
  } catch (error) {
    log.error({ err: error, file }, 'the shell server renderer could not be loaded: signed-in pages are rendered in the browser');
    return null;
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The page's HTML with a server render in #root (hydrated by the shell's bootstrap.tsx), its language and title. */
export function withServerRender(html: string, { markup, locale, title }: { markup: string; locale: Locale; title: string }): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-ssr="">${markup}</div>`);
}

export interface FrontendDirs {
  shell: string;
  remotes: Record<RemoteName, string>;
}

export function frontendDirs(base: string): FrontendDirs {
  return {
    shell: path.join(base, 'shell', 'dist'),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(base, `mfe-${name}`, 'dist')])) as Record<RemoteName, string>,
  };
}

/**
 * Production front-end serving on the API's port: the shell at `/`, each remote at `/remotes/<name>/` (the code of
 * staff remotes only to the roles in STAFF_REMOTES, 403 otherwise; their mf-manifest.json to anyone), and the shell's index.html for every other GET that
 * accepts HTML (client routes). Missing dist folders are skipped, so the API runs without a front-end build.
 */
export default fp(
  async (fastify) => {
    const dirs = frontendDirs(fastify.config.frontendDist);
    const shellIndex = path.join(dirs.shell, 'index.html');
    let decorated = false;

    for (const name of REMOTE_NAMES) {
      const root = dirs.remotes[name];
      if (!existsSync(root)) continue;
      const allowed = STAFF_REMOTES[name];
      await fastify.register(async (remote) => {
        remote.addHook('onRequest', async (request, reply) => {
          // The manifest holds the remote's page declaration (paths, roles, titles) and file names, no code: any
          // session may read it (a guest's shell learns that a staff page needs signing in); the code is gated.
          if (allowed && !isManifest(request.url.split('?')[0]!)) {
            if (!request.user || !allowed.includes(request.user.role as 'manager' | 'driver')) {
              return reply.code(403).header('cache-control', 'no-store').send({ message: 'This action is unauthorized.' });
            }
            reply.header('vary', 'Cookie, Accept-Encoding');
          } else {
            // Public remotes may be loaded by a shell on another origin.
            reply.header('access-control-allow-origin', '*');
            reply.header('cross-origin-resource-policy', 'cross-origin');
            reply.header('vary', 'Accept-Encoding');
          }
        });
        await remote.register(fastifyStatic, {
          root,
          prefix: `/remotes/${name}/`,
          decorateReply: !decorated,
          wildcard: true,
          index: false,
          redirect: false,
          preCompressed: true,
          cacheControl: false,
          setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath, Boolean(allowed) && !isManifest(filePath))),
        });
      });
      decorated = true;
    }

    const renderFrame = existsSync(dirs.shell) ? loadFrameRenderer(dirs.shell, fastify.log) : null;

    /**
     * A page, with its start's answers (withPageStart): its remote's manifest and its first data; a signed-in driver's
     * pages may use position and camera, whatever their address (a shared order link). A page that names its user is
     * the browser's alone. A signed-in user's remote page comes rendered (renderFrame: the frame and the page's
     * declared heading are in the HTML, issue 29's LCP); a render that fails sends the page as the browser renders it.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, html?: string) => {
      if (request.user?.role === 'driver') fastify.driverPagePolicy(reply);
      const user = request.user ? toUserResource(request.user) : null;
      const pathname = request.url.split('?')[0]!;
      const { manifests, page } = await remotePageAt(dirs, fastify.config.remotes, fastify.config.remoteManifestUrls, user?.role ?? null, pathname);
      // a page whose address asks for more (a list's filters) asks its data itself
      const data = page && !request.url.includes('?') ? await pageData(fastify, request, pageDataUrls(page, pathname, fastify.clock.now())) : undefined;
      const start: PageStart = { user, remotes: fastify.config.remotes, manifests, ...(data ? { data } : {}) };
      let body = html ?? (await readFile(shellIndex, 'utf8'));
      if (!html && user && page && renderFrame) {
        try {
          const markup = renderFrame(request.url, { start, locale: request.locale, consentCookie: request.cookies[COOKIE_CONSENT_COOKIE] });
          body = withServerRender(body, { markup, locale: request.locale, title: `${page.title[request.locale]} – ChargeValet` });
        } catch (error) {
          request.log.error({ err: error }, 'the page could not be rendered on the server: sent for the browser to render');
        }
      }
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', user ? 'private, no-cache' : 'no-cache')
        .header('vary', 'Cookie') // @fastify/compress adds Accept-Encoding when it compresses
        .send(withPageStart(body, start));
    };

    const wantsPage = (request: FastifyRequest): boolean =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NOT_CLIENT_ROUTES.test(request.url.split('?')[0]!) &&
      (request.headers.accept ?? '').includes('text/html');

    if (existsSync(dirs.shell)) {
      // The build-time pages (the landing page, the wizard's first step, order tracking) show what a visitor without
      // a session sees; with one (signed in, or a guest's checkout) the header differs: the app renders the page.
      for (const [url, file] of Object.entries(prerenderedPages(dirs.shell))) {
        fastify.get(url, { schema: { hide: true } }, async (request, reply) => {
          // the site's root is a page whatever the client accepts (curl, a monitor); other paths only for HTML
          if (url !== '/' && !wantsPage(request)) return reply.callNotFound();
          try {
            const anonymous = !request.cookies[SESSION_COOKIE];
            return await sendPage(request, reply, anonymous ? await prerenderedPage(dirs.shell, file, request.locale, Boolean(request.cookies[COOKIE_CONSENT_COOKIE])) : undefined);
          } catch {
            return reply.code(404).send({ message: 'Not Found' });
          }
        });
      }
      await fastify.register(async (shell) => {
        shell.addHook('onRequest', async (_request, reply) => {
          reply.header('vary', 'Accept-Encoding');
        });
        await shell.register(fastifyStatic, {
          root: dirs.shell,
          prefix: '/',
          decorateReply: !decorated,
          wildcard: true,
          index: false,
          redirect: false,
          preCompressed: true,
          cacheControl: false,
          setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath, false)),
        });
      });
    }

    fastify.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (wantsPage(request)) {
        try {
          return await sendPage(request, reply);
        } catch {
          // no shell build: fall through to the JSON 404
        }
      }
      return reply.code(404).send({ message: 'Not Found' });
    });

    fastify.log.debug({ dirs }, 'front-end serving');
  },
  { name: 'frontend', dependencies: ['sessions', 'security-headers'] },
);

#!/usr/bin/env node
// Build-time HTML of the pages a first visit lands on (PAGES), rendered with React's own server renderer in Node
// (no browser): shell/src/server/renderPage.tsx, built by the shell's rspack.server.config.mjs into
// dist-server/renderPage.cjs, renders the shell's frame and page, the booking remote's first step through the
// server entry the remote exposes (mfe-booking/src/server.ts), with the seeded booking catalogue. Each page is
// written per language beside index.html as <file>.<locale>.html: #root holds the markup (with the styles emotion
// put inline), and a JSON script the data and remote page declarations it was rendered with; bootstrap.tsx hydrates
// it (hydrateRoot) as soon as the code arrives. prerendered.json lists path → file. The API sends these files for
// their paths to visitors without a session. The cookie banner is wrapped in <!--consent--> … <!--/consent--> so
// that the server can drop it for a visitor who already decided (the browser then renders no banner either).
//
// The system's global CSS (Chakra's reset, global styles and token variables) goes into the head of these pages and of
// index.html (every other page) as <style id="cv-global-css">: no browser computes it (PlatformProvider's
// `globalCssInPage`, issue 29).
//
// Usage: node shared/build/prerender.mjs [shellDist=shell/dist]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PRERENDERED_MANIFEST, readText } from './browser.mjs';
import { precompressFile } from './src/precompress.js';

const LOCALES = ['de', 'en'];
const CONSENT_START = '<!--consent-->';
const CONSENT_END = '<!--/consent-->';
/** The id of the JSON script with the render's state (bootstrap.tsx reads it). */
const STATE_ID = 'cv-ssr-state';

/** The prerendered pages: path and file (without .<locale>.html). */
const PAGES = [
  { path: '/', file: 'landing' },
  { path: '/book-a-service/select-package', file: 'pages/select-package' },
  { path: '/track-my-number', file: 'pages/track-my-number' },
];

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '../../shell/dist'));
const renderer = path.join(dist, '..', 'dist-server', 'renderPage.cjs');
const indexFile = path.join(dist, 'index.html');

// The booking catalogue as a freshly seeded API answers it (api/dist/seeded-catalog.js, from the API's build).
const seededCatalogFile = path.join(here, '../../api/dist/seeded-catalog.js');
if (!existsSync(seededCatalogFile)) throw new Error(`prerender: ${seededCatalogFile} missing: build the API first`);
const { SEEDED_CATALOG } = await import(pathToFileURL(seededCatalogFile).href);
/** The API's answers the pages need: the seeded catalogue (the browser asks the live API again once it hydrated). */
const answers = (apiPath, locale) => SEEDED_CATALOG[apiPath]?.(locale);

/** Each remote's page declaration: the file its build puts in mf-manifest.json (shared/build, `remotePages`). */
const remotePages = Object.fromEntries(
  ['booking', 'profile', 'manager', 'driver'].map((name) => [name, JSON.parse(readText(path.join(here, `../../mfe-${name}/src/pages.json`)))]),
);

/** Wraps the cookie banner's <section> (the first with its heading's id, to its matching end tag) in the consent markers. */
function markConsent(html) {
  const heading = html.indexOf('aria-labelledby="cookie-banner-title"');
  const start = html.lastIndexOf('<section', heading);
  if (heading < 0 || start < 0) throw new Error('prerender: cookie banner not found');
  const tags = /<(\/?)section\b[^>]*>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      const end = tag.index + tag[0].length;
      return html.slice(0, start) + CONSENT_START + html.slice(start, end) + CONSENT_END + html.slice(end);
    }
  }
  throw new Error('prerender: the cookie banner has no end');
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
// In a <script>, `<` could end it (`</script>`) or open a comment: JSON allows its escape.
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const { renderPage, withGlobalCss } = createRequire(import.meta.url)(renderer);
const template = withGlobalCss(readText(indexFile));
writeFileSync(indexFile, template);
await precompressFile(indexFile);
// One render at a time: the renderer's page singletons (language, query cache) are the shell's own.
for (const page of PAGES) {
  for (const locale of LOCALES) {
    const { html: root, title, state } = await renderPage(page.path, locale, { answers, remotePages });
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-ssr="">${markConsent(root)}</div><script type="application/json" id="${STATE_ID}">${scriptJson(state)}</script>`,
      );
    const file = path.join(dist, `${page.file}.${locale}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    await precompressFile(file);
    console.log(`prerender: ${page.file}.${locale}.html (${(html.length / 1024).toFixed(0)} KB)`);
  }
}
writeFileSync(path.join(dist, PRERENDERED_MANIFEST), JSON.stringify(Object.fromEntries(PAGES.map((p) => [p.path, p.file]))));
// The renderer's query cache keeps timers (garbage collection after minutes): the build does not wait for them.
process.exit(0);

#!/usr/bin/env node
// Build-time HTML of the pages a first visit lands on (PAGES): the built shell, with the remotes and the seeded
// booking catalogue (browser.mjs), is rendered in Chromium once per page and language, and the result (markup of
// #root, the CSS emotion generated, <html lang> and <title>) is written beside index.html as <file>.<locale>.html;
// prerendered.json lists path → file. The API sends these files for their paths to visitors without a session, so
// the words and the page's content are on screen before any script runs; the app then renders the same markup and
// class names (shell/src/boot.ts swaps it in once it shows the main content named by #root[data-prerendered]).
// The cookie banner is wrapped in <!--consent--> … <!--/consent--> so that the server can drop it for a visitor
// who already decided. Without Chromium the step is skipped: every path then gets the plain index.html.
//
// Usage: node shared/build/prerender.mjs [shellDist=shell/dist]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDERED_MANIFEST, launchChromium, readText, serveDist } from './browser.mjs';
import { precompressFile } from './src/precompress.js';

export const LOCALES = ['de', 'en'];
export const CONSENT_START = '<!--consent-->';
export const CONSENT_END = '<!--/consent-->';

/** One render at phone width: the page's markup does not depend on the width (CSS adapts it). */
const PHONE = [{ from: 0, width: 412 }];
/**
 * The wizard picks its layout in JavaScript (useMediaQuery): the package table from 768 px, the order summary beside
 * it from 968 px. One render per range; CSS shows the one for the visitor's width (boot.ts works on that one).
 */
const WIZARD = [...PHONE, { from: 768, width: 800 }, { from: 968, width: 1280 }];

/** The prerendered pages: path, file (without .<locale>.html), the selector of the main content, the widths. */
const PAGES = [
  { path: '/', file: 'landing', main: '#main-content h1', layouts: PHONE },
  {
    path: '/book-a-service/select-package',
    file: 'pages/select-package',
    main: '[data-testid="package-cards"], [data-testid="package-table"]',
    layouts: WIZARD,
  },
  { path: '/track-my-number', file: 'pages/track-my-number', main: '#main-content form', layouts: PHONE },
];

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '../../shell/dist'));
const template = readText(path.join(dist, 'index.html'));
const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** #root's markup, the CSS rules, lang and title of `page` rendered in `locale` at `width`. */
async function render(server, page, locale, width) {
  const context = await browser.newContext({ viewport: { width, height: 823 } });
  await context.addCookies([{ name: 'locale', value: locale, url: server.origin }]);
  // The page claims no package: a returning visitor's choice is in their browser, a new visitor's preselection
  // appears with the app.
  await context.route('**/api/packages', async (route) => {
    const response = await route.fetch();
    const { data } = await response.json();
    await route.fulfill({ response, json: { data: data.map((pkg) => ({ ...pkg, is_preselected: false })) } });
  });
  const tab = await context.newPage();
  await tab.goto(`${server.origin}${page.path}`, { waitUntil: 'networkidle' });
  // Ten renders share the build machine's cores at once: on a slow, shared machine 30 s (the default) was seen to run out.
  await tab.waitForSelector(page.main, { timeout: 120_000 });
  const snapshot = await tab.evaluate(
    ([start, end]) => {
      const banner = document.querySelector('section[aria-labelledby="cookie-banner-title"]');
      banner?.before(document.createComment(start.slice(4, -3)));
      banner?.after(document.createComment(end.slice(4, -3)));
      // emotion inserts its rules with insertRule (no text in the <style> elements): read them from the CSSOM.
      const css = [...document.querySelectorAll('style[data-emotion]')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
      return { root: document.getElementById('root').innerHTML, css, lang: document.documentElement.lang, title: document.title };
    },
    [CONSENT_START, CONSENT_END],
  );
  await context.close();
  if (!snapshot.root.includes(CONSENT_START)) throw new Error(`prerender: cookie banner not found on ${page.path}`);
  return snapshot;
}

const { browser, reason } = await launchChromium();
if (!browser) {
  console.log(`prerender: skipped, ${reason}: every path gets the plain index.html`);
  process.exit(0);
}
const server = await serveDist(dist, { withRemotes: true, prerendered: false });
try {
  // Every page, language and width at once: each render mostly waits (network idle), so the build does not add
  // their times up.
  const jobs = PAGES.flatMap((page) => LOCALES.map((locale) => ({ page, locale })));
  await Promise.all(
    jobs.map(async ({ page, locale }) => {
      const renders = await Promise.all(page.layouts.map(({ width }) => render(server, page, locale, width)));
      const [first] = renders;
      // Several widths: each render in a wrapper without a box of its own, shown only in its range of widths.
      const root =
        renders.length === 1
          ? first.root
          : renders.map((r, i) => `<div data-min-width="${page.layouts[i].from}">${r.root}</div>`).join('');
      const ranges = page.layouts.map(({ from }, i) => {
        const next = page.layouts[i + 1]?.from;
        const query = [`(min-width: ${from}px)`, ...(next ? [`(max-width: ${next - 0.02}px)`] : [])].join(' and ');
        return `@media ${query} { [data-min-width="${from}"] { display: contents; } }`;
      });
      const css = [...new Set(renders.flatMap((r) => r.css)), ...(renders.length > 1 ? ['[data-min-width] { display: none; }', ...ranges] : [])];
      const html = template
        .replace(/<html lang="[^"]*"/, `<html lang="${first.lang}"`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${first.title.replace(/</g, '&lt;')}</title>`)
        .replace('</head>', () => `<style data-prerendered>${css.join('\n')}</style></head>`)
        .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${attribute(page.main)}">${root}</div>`);
      const file = path.join(dist, `${page.file}.${locale}.html`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      await precompressFile(file);
      console.log(`prerender: ${page.file}.${locale}.html (${(html.length / 1024).toFixed(0)} KB)`);
    }),
  );
  writeFileSync(path.join(dist, PRERENDERED_MANIFEST), JSON.stringify(Object.fromEntries(PAGES.map((p) => [p.path, p.file]))));
} finally {
  await browser.close();
  server.close();
}

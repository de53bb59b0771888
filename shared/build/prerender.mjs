#!/usr/bin/env node
// Build-time HTML of the landing page: the built shell is rendered in Chromium, once per language, and the result
// (markup of #root, the CSS emotion generated, <html lang> and <title>) is written beside index.html as
// landing.<locale>.html. The API sends it for `/`, so the words and the hero are on screen before any script runs;
// the app then renders over it (createRoot replaces #root's content) with the same markup and class names.
// The cookie banner is wrapped in <!--consent--> … <!--/consent--> so that the server can drop it for a visitor
// who already decided. Without Chromium the step is skipped: `/` then gets the plain index.html.
//
// Usage: node shared/build/prerender.mjs [shellDist=shell/dist]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, readText, serveDist } from './browser.mjs';
import { precompressFile } from './src/precompress.js';

export const LOCALES = ['de', 'en'];
export const CONSENT_START = '<!--consent-->';
export const CONSENT_END = '<!--/consent-->';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '../../shell/dist'));
const template = readText(path.join(dist, 'index.html'));

const browser = await launchChromium();
if (!browser) {
  console.warn('prerender: Chromium not found, the landing page is not prerendered');
  process.exit(0);
}
const server = await serveDist(dist, { prerendered: false });
try {
  for (const locale of LOCALES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies([{ name: 'locale', value: locale, url: server.origin }]);
    const page = await context.newPage();
    await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('#main-content h1');
    const snapshot = await page.evaluate(
      ([start, end]) => {
        const banner = document.querySelector('section[aria-labelledby="cookie-banner-title"]');
        banner?.before(document.createComment(start.slice(4, -3)));
        banner?.after(document.createComment(end.slice(4, -3)));
        // emotion inserts its rules with insertRule (no text in the <style> elements): read them from the CSSOM.
        const css = [...document.querySelectorAll('style[data-emotion]')]
          .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
          .join('\n');
        return { root: document.getElementById('root').innerHTML, css, lang: document.documentElement.lang, title: document.title };
      },
      [CONSENT_START, CONSENT_END],
    );
    if (!snapshot.root.includes(CONSENT_START)) throw new Error('prerender: cookie banner not found on the landing page');
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${snapshot.lang}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${snapshot.title.replace(/</g, '&lt;')}</title>`)
      .replace('</head>', () => `<style data-prerendered>${snapshot.css}</style></head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${snapshot.root}</div>`);
    const file = path.join(dist, `landing.${locale}.html`);
    writeFileSync(file, html);
    await precompressFile(file);
    console.log(`prerender: landing.${locale}.html (${(html.length / 1024).toFixed(0)} KB)`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

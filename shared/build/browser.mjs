// What the build scripts share (prerender.mjs; lighthouse.mjs and first-tap.mjs launch Chromium through it): the
// build-time pages' manifest name and Chromium through playwright-core. The build itself needs no browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The build-time pages and their files (prerender.mjs writes it beside index.html): path → file without `.<locale>.html`. */
export const PRERENDERED_MANIFEST = 'prerendered.json';

/** playwright-core's `chromium`, or the copy inside the e2e package's @playwright/test (no browser download either way); null without either. */
export function playwrightChromium() {
  const require = createRequire(import.meta.url);
  for (const [id, from] of [
    ['playwright-core', here],
    ['@playwright/test', path.join(here, '../../e2e')],
    ['playwright-core', path.join(here, '../..')],
  ]) {
    try {
      return require(require.resolve(id, { paths: [from] })).chromium;
    } catch {
      /* try the next */
    }
  }
  return null;
}

/**
 * Chromium (/usr/bin/chromium or CHROMIUM_PATH) through playwright-core: `{ browser }`, or `{ browser: null, reason }`
 * when either is missing or the browser does not start. The build never needs a browser (npm start runs on a machine
 * with only Node and npm): its browser steps are skipped with the reason.
 */
export async function launchChromium() {
  const chromium = playwrightChromium();
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!chromium) return { browser: null, reason: 'playwright-core is not installed' };
  if (!existsSync(executablePath)) return { browser: null, reason: `no Chromium at ${executablePath}` };
  try {
    const browser = await chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    return { browser, reason: null };
  } catch (error) {
    return { browser: null, reason: `Chromium at ${executablePath} did not start (${String(error.message ?? error).split('\n')[0]})` };
  }
}

export const readText = (file) => readFileSync(file, 'utf8');

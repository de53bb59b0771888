// The first tap on a phone, as `npm run lighthouse` measures it (issue 29): Playwright with Chromium under
// Lighthouse's mobile throttling (CPU ×4, 150 ms RTT, 1.6 Mbps down / 750 Kbps up, a 412 × 823 touch screen) opens
// the wizard's first step fresh (no cookies), reads it for 5 s, taps "Alle akzeptieren" in the cookie banner and
// times until the banner is gone; then taps a package and "Weiter" and times until step 2 is shown (in a second visit
// also with "Weiter" 2 s after the package, as a visitor who reads the choice taps it). INP is what the
// `web-vitals` library reports in the page (its IIFE build from node_modules, injected before the page's scripts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const WIZARD = '/book-a-service/select-package';
const STEP_2 = '/book-a-service/car-and-order-details';
/** Lighthouse's mobile preset (constants.js: throttling.mobileSlow4G, screenEmulationMetrics.mobile). */
const THROTTLING = { cpu: 4, latencyMs: 150, downKbps: 1.6 * 1024, upKbps: 750 };
const VIEWPORT = { width: 412, height: 823 };
const READ_FOR_MS = 5_000;
/** How long the second visit's visitor looks at the chosen package before "Weiter". */
const CHOOSE_FOR_MS = 2_000;
const ANSWER_TIMEOUT_MS = 60_000;

// The package exports no path to its IIFE build: it lies beside the CommonJS entry (dist/).
const webVitalsDist = path.dirname(createRequire(import.meta.url).resolve('web-vitals'));
const webVitals = readFileSync(path.join(webVitalsDist, 'web-vitals.iife.js'), 'utf8');

/**
 * Runs in the page before its own scripts. `__cvArm(name)` arms a timer: the next pointerdown anywhere is the start
 * (its event timestamp: when the finger touched, however busy the page is), and the first animation frame after it
 * in which the named answer holds is the end; `__cvAnswered` holds the milliseconds in between.
 */
function probe() {
  const visible = (el) => el.checkVisibility();
  const answers = {
    bannerGone: () => ![...document.querySelectorAll('button')].some((b) => /^\s*Alle akzeptieren\s*$/.test(b.textContent ?? '') && visible(b)),
    step2Shown: () =>
      location.pathname === '/book-a-service/car-and-order-details' &&
      [...document.querySelectorAll('h1')].some((h) => /Auto und Auftrag/.test(h.textContent ?? '') && visible(h)),
  };
  let armed = null;
  window.__cvArm = (name) => {
    armed = answers[name];
    window.__cvAnswered = undefined;
  };
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (!armed) return;
      const answered = armed;
      armed = null;
      const start = event.timeStamp;
      const check = () => {
        if (answered()) window.__cvAnswered = performance.now() - start;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
  window.__cvInp = null;
  window.webVitals.onINP((metric) => (window.__cvInp = metric.value), { reportAllChanges: true });
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
}

/** Taps, then waits for the armed answer: the milliseconds from the touch to the first frame that shows it. */
async function timeTap(page, answer, target) {
  await page.evaluate((name) => window.__cvArm(name), answer);
  await target.tap();
  await page.waitForFunction(() => window.__cvAnswered !== undefined, null, { timeout: ANSWER_TIMEOUT_MS, polling: 100 });
  return page.evaluate(() => window.__cvAnswered);
}

/**
 * One fresh visit: { banner, step2, inp } in ms (inp null when no interaction reached web-vitals' 40 ms floor) and
 * the interactions the browser counted (performance.interactionCount: proof that the taps were seen). `chooseForMs`:
 * the wait between the package and "Weiter".
 */
async function oneRun(browser, base, { chooseForMs = 0 } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'de-DE' });
  try {
    await context.addInitScript({ content: `${webVitals}\n(${probe.toString()})();` });
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`${base}${WIZARD}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(READ_FOR_MS);
    const banner = await timeTap(page, 'bannerGone', page.getByRole('button', { name: 'Alle akzeptieren' }).filter({ visible: true }).first());
    await page.getByRole('radio', { name: 'Basis wählen' }).filter({ visible: true }).first().tap({ timeout: ANSWER_TIMEOUT_MS });
    if (chooseForMs > 0) await page.waitForTimeout(chooseForMs);
    const step2 = await timeTap(page, 'step2Shown', page.getByRole('button', { name: 'Weiter' }).filter({ visible: true }).first());
    if (!page.url().endsWith(STEP_2)) throw new Error(`step 2 expected, at ${page.url()}`);
    // web-vitals reports INP when the page is hidden (and, with reportAllChanges, as it grows): hide it to flush.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const { inp, interactions } = await page.evaluate(() => ({ inp: window.__cvInp, interactions: performance.interactionCount }));
    return { banner, step2, inp, interactions };
  } finally {
    await context.close();
  }
}

/**
 * `runs` pairs of fresh visits of the wizard's first step on `base`: every run's numbers, for the caller's median;
 * `step2Chosen` from the pair's second visit, whose "Weiter" follows the package 2 s later.
 */
export async function measureFirstTap(browser, base, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const quick = await oneRun(browser, base);
    const chosen = await oneRun(browser, base, { chooseForMs: CHOOSE_FOR_MS });
    results.push({ ...quick, step2Chosen: chosen.step2 });
  }
  return results;
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every WCAG 2.0, 2.1 and 2.2 level A and AA rule of axe-core. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * DESIGN §7: no serious or critical axe-core violations of any WCAG 2.2 A/AA rule on what the page shows now —
 * the rules axe still calls experimental included (they run with the 'experimental' tag; only WCAG ones count).
 * axe-core 4.14 or newer: older versions do not run label-content-name-mismatch.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  // What the page settles on: axe weighs opacity into contrast, so a dialog still fading in reads as faint text.
  // Endless animations (a spinner, a skeleton's pulse) never settle and are left to run.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations, testEngine } = await new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS, 'experimental']).analyze();
  const [major = 0, minor = 0] = testEngine.version.split('.').map(Number);
  expect(major * 100 + minor, `axe-core ${testEngine.version} runs label-content-name-mismatch`).toBeGreaterThanOrEqual(414);
  const serious = violations
    .filter((v) => v.tags.some((tag) => WCAG_AA_TAGS.includes(tag)))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

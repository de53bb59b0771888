import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildScratchRemote } from '../support/scratch';
import { startRemote, stopServer } from '../support/servers';
import { signIn } from '../support/session';
import { DEMO_USERS, ROOT, remoteUrl } from '../support/topology';

interface Manifest {
  shared: { name: string; version: string; requiredVersion: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * The contract is shared by semantic version (issue 34): a comment added to shared/contract and rebuilt into
 * mfe-driver alone leaves the driver's page with one contract (and one zod): the shell's.
 */
test('a remote rebuilt after a comment-only contract change uses the shell\'s contract', async ({ page }) => {
  test.setTimeout(300_000);
  const file = path.join(ROOT, 'shared/contract/src/order-states.ts');
  const original = readFileSync(file, 'utf8');
  let dist: string;
  try {
    writeFileSync(file, `${original}\n// A comment only: nothing a remote sees changes.\n`);
    dist = buildScratchRemote('driver', () => undefined);
  } finally {
    writeFileSync(file, original);
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const contract = manifest.shared.find((entry) => entry.name === '@chargevalet/contract')!;
  const deployed = JSON.parse(readFileSync(path.join(ROOT, 'mfe-driver/dist/mf-manifest.json'), 'utf8')) as Manifest;
  // the same version as the deployed build's, required as a caret range
  expect(contract.version).toBe(deployed.shared.find((entry) => entry.name === '@chargevalet/contract')!.version);
  expect(contract.requiredVersion).toBe(`^${contract.version}`);
  const ownCopy = [...contract.assets.js.sync, ...contract.assets.js.async];
  expect(ownCopy.length).toBeGreaterThan(0);

  await stopServer('driver');
  await startRemote('driver', dist);
  try {
    const requested: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => warnings.push(message.text()));
    await signIn(page, DEMO_USERS.driver);
    await expect(page).toHaveURL(/\/profile\/active-order$/);
    await expect(page.locator('main [data-remote="driver"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // none of the driver's own contract (and zod) files: the page has the shell's copy only
    const driverFiles = requested.filter((url) => url.startsWith(remoteUrl('driver'))).map((url) => path.basename(new URL(url).pathname));
    expect(driverFiles.length).toBeGreaterThan(0);
    expect(driverFiles.filter((name) => ownCopy.includes(name))).toEqual([]);
    expect(warnings.filter((text) => text.includes('loads its own copy of @chargevalet/contract'))).toEqual([]);
  } finally {
    await stopServer('driver');
    await startRemote('driver');
  }
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildScratchRemote } from '../support/scratch';
import { startRemote, stopServer } from '../support/servers';
import { signIn } from '../support/session';
import { DEMO_USERS, remoteUrl } from '../support/topology';

/**
 * "Deploy on its own" (issue 34): the manager remote gains a page in a scratch build and is redeployed alone; the
 * shell, built before, routes it, lists it in the sidebar and names the tab, and keeps other roles out.
 */
test.describe('a remote that adds a page is deployed alone', () => {
  test.describe.configure({ timeout: 300_000 });
  let dist = '';

  test.beforeAll(() => {
    test.setTimeout(300_000);
    dist = buildScratchRemote('manager', (dir) => {
      const declaration = JSON.parse(readFileSync(path.join(dir, 'src/pages.json'), 'utf8'));
      declaration.pages.push({ id: 'reports', path: '/reports', roles: ['manager'], title: { de: 'Berichte', en: 'Reports' } });
      declaration.nav.push({ to: '/reports', label: { de: 'Berichte', en: 'Reports' }, roles: ['manager'], order: 60 });
      writeFileSync(path.join(dir, 'src/pages.json'), JSON.stringify(declaration));
      writeFileSync(
        path.join(dir, 'src/ReportsPage.tsx'),
        "import { PageHeading, useLocale } from '@chargevalet/platform';\n" +
          "export function ReportsPage() {\n  const { locale } = useLocale();\n  return <PageHeading title={locale === 'de' ? 'Monatsberichte' : 'Monthly reports'} />;\n}\n",
      );
      const app = path.join(dir, 'src/App.tsx');
      const source = readFileSync(app, 'utf8')
        .replace("import declaration from './pages.json';", "import declaration from './pages.json';\nimport { ReportsPage } from './ReportsPage';")
        .replace('export const PAGE_COMPONENTS: Record<string, ComponentType> = {', 'export const PAGE_COMPONENTS: Record<string, ComponentType> = {\n  reports: ReportsPage,');
      writeFileSync(app, source);
    });
  });

  test.afterAll(async () => {
    await stopServer('manager');
    await startRemote('manager');
  });

  test('the new page is reachable from its sidebar entry with its title; other roles are refused', async ({ page, browser }) => {
    await stopServer('manager');
    await startRemote('manager', dist);

    await signIn(page, DEMO_USERS.manager);
    await expect(page.locator('main [data-remote="manager"]')).toBeVisible();
    const entry = page.getByTestId('sidebar').getByRole('link', { name: 'Berichte' });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Monatsberichte' })).toBeVisible();
    await expect(page).toHaveTitle(/Monatsberichte|Berichte/);

    // A customer: not found, and no file of the staff remote (the server-side gate refuses its code).
    const customer = await browser.newPage();
    const staffRequests: string[] = [];
    customer.on('request', (request) => {
      if (request.url().startsWith(remoteUrl('manager'))) staffRequests.push(request.url());
    });
    await signIn(customer, DEMO_USERS.customer);
    await customer.goto('/reports');
    await expect(customer.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toBeVisible();
    expect(staffRequests).toEqual([]);
    const code = await customer.request.get(`${remoteUrl('manager')}/remoteEntry.js`);
    expect(code.status()).toBe(403);
    // A driver (a staff role the page does not allow): not found either.
    const driver = await browser.newPage();
    await signIn(driver, DEMO_USERS.driver);
    await driver.goto('/reports');
    await expect(driver.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toBeVisible();
  });
});

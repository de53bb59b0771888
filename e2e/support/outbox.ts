import { expect, type Page } from '@playwright/test';
import { SHELL_URL } from './topology';

/** A sent e-mail or SMS as the development outbox lists it (the suite's server runs with DEV_OUTBOX=1). */
export type OutboxItem = { id: string; to: string; channel: string; subject: string | null; text: string };

/** Waits for the newest message to `to` whose subject matches (mail goes out through a job). */
export async function readMail(page: Page, to: string, subject: RegExp, after = new Set<string>()): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${SHELL_URL}/dev/outbox.json?to=${encodeURIComponent(to)}`);
        const items = ((await response.json()) as { data: OutboxItem[] }).data;
        found = items.find((item) => !after.has(item.id) && subject.test(item.subject ?? ''));
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

export async function mailIds(page: Page, to: string): Promise<Set<string>> {
  const response = await page.request.get(`${SHELL_URL}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return new Set(((await response.json()) as { data: OutboxItem[] }).data.map((item) => item.id));
}

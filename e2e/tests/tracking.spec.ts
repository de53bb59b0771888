import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE } from '@chargevalet/contract';
import { DEMO_USERS, SHELL_URL } from '../support/topology';
import { placeCardOrder, post, signedInApi } from '../support/orders';
import { readMail } from '../support/outbox';

/**
 * Issue 31: a guest books, opens the link from the confirmation mail in a fresh browser (no sign-in), watches the
 * order change live as a driver is assigned and moves it, and gets the cancellation of a second order with its
 * .ics METHOD:CANCEL.
 */
test('a guest follows the order live from the mail’s link and is told of a cancellation with METHOD:CANCEL', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await placeCardOrder({}, 'first');
  // the outbox is read from a context of its own (the development outbox: the suite's server runs with DEV_OUTBOX=1)
  const mailbox = await (await browser.newContext()).newPage();
  const confirmation = await readMail(mailbox, first.email, new RegExp(first.identity));
  const link = /(https?:\/\/\S+\/track\/[A-Za-z0-9_-]{44})/.exec(confirmation.text)?.[1];
  expect(link, 'the confirmation links to the tracking page').toBeDefined();

  // A fresh browser: no cookies, no session.
  const context = await browser.newContext();
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: SHELL_URL }]);
  const page = await context.newPage();
  const stream = page.waitForResponse((response) => /\/api\/track\/[^/]+\/stream$/.test(response.url()));
  await page.goto(new URL(link!).pathname);
  const card = page.getByRole('region', { name: `Auftrag ${first.identity}` });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.locator('[data-state]')).toHaveAttribute('data-state', 'created');
  expect((await stream).status()).toBe(200);
  const body = await page.locator('main').innerText();
  for (const personal of [first.email, first.plate, 'Königsallee', 'Mara']) expect(body).not.toContain(personal);

  // The manager assigns a driver and moves the order: the open page follows without a reload.
  const manager = await signedInApi(DEMO_USERS.manager);
  try {
    const suggestions = (await (await manager.get(`/api/manager/order/${first.id}/driver-suggestions`)).json()) as { data: { id: string }[] };
    await post(manager, `/api/manager/order/${first.id}/assign/driver/${suggestions.data[0]!.id}`, {});
    await expect(card.locator('[data-state]')).toHaveAttribute('data-state', 'assigned');
    await expect(card.getByTestId('track-live')).toBeVisible();
    await post(manager, `/api/manager/order/status/${first.id}`, { status: 'on_the_way_to_pickup' });
    await expect(card.locator('[data-state]')).toHaveAttribute('data-state', 'on_the_way_to_pickup');

    // A second order, cancelled by the manager: the mail says so and takes the appointments back.
    const second = await placeCardOrder({}, 'last');
    await post(manager, `/api/manager/order/status/${second.id}`, { status: 'cancelled' });
    const cancelled = await readMail(mailbox, second.email, new RegExp(`${second.identity}: (Bestellung storniert|Order cancelled)`));
    expect(cancelled.text).toMatch(/ChargeValet-Team|ChargeValet team/);
    const outbox = (await (await mailbox.request.get(`${SHELL_URL}/dev/outbox.json?to=${encodeURIComponent(second.email)}`)).json()) as {
      data: { id: string; attachments: { filename: string; contentType: string }[] }[];
    };
    const mail = outbox.data.find((item) => item.id === cancelled.id)!;
    expect(mail.attachments).toEqual([{ filename: `chargevalet-${second.identity}.ics`, contentType: 'text/calendar; charset=utf-8; method=CANCEL' }]);
  } finally {
    await manager.dispose();
    await context.close();
    await mailbox.context().close();
  }
});

import { expect, test } from '@playwright/test';
import type { TimeSlotsResponse } from '@chargevalet/contract';
import { placeCardOrder } from '../support/orders';
import { readMail } from '../support/outbox';
import { signInThroughApi } from '../support/session';
import { SHELL_URL } from '../support/topology';

/**
 * Issue 31: a manager moves a booked order's pickup in the order edit's "Termine verschieben"; the customer is mailed
 * the new times with the calendar's events updated (.ics METHOD:REQUEST, the attachment's Content-Type too).
 */
test('a manager reschedules an order; the customer gets the new times with an updated .ics', async ({ page }) => {
  const order = await placeCardOrder({}, 'last');
  await signInThroughApi(page, 'manager@chargevalet.test');
  // the first free pickup slot: a time other than the booked (last) one
  const slots = (await (await page.request.get('/api/order/pick-up/time-slots/1')).json()) as TimeSlotsResponse;
  const first = slots.data.days.flatMap((day) => day.time_groups.flatMap((group) => group.time_entries.filter((e) => e.is_available).map((e) => ({ date: day.date, time: e.time }))))[0]!;

  await page.goto(`/orders/${order.id}/edit`);
  const section = page.getByRole('region', { name: 'Termine verschieben' });
  const move = section.getByRole('button', { name: 'Termine verschieben' });
  await expect(move).toBeDisabled();
  await section.getByLabel(/^Abholzeit: Datum/).fill(first.date);
  await section.getByRole('combobox', { name: /^Abholzeit: Uhrzeit/ }).selectOption(first.time);
  await move.click();
  await expect(page.getByText('Die Termine wurden verschoben; der Kunde ist informiert')).toBeVisible();
  await expect(section.getByRole('combobox', { name: /^Abholzeit: Uhrzeit/ })).toHaveValue(first.time);

  const mail = await readMail(page, order.email, new RegExp(`${order.identity}: (Neue Termine|New times)`));
  expect(mail.text).toContain(first.time);
  const outbox = (await (await page.request.get(`${SHELL_URL}/dev/outbox.json?to=${encodeURIComponent(order.email)}`)).json()) as {
    data: { id: string; attachments: { filename: string; contentType: string }[] }[];
  };
  expect(outbox.data.find((item) => item.id === mail.id)!.attachments).toEqual([
    { filename: `chargevalet-${order.identity}.ics`, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
  ]);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectFocusNotHidden } from '../support/focus';
import { uniqueGuest } from '../support/wizard';

/**
 * Issue 12: a keyboard user books as a guest from the landing page to the payment result with Tab, Shift+Tab, Enter,
 * Space, the arrow keys and typing only — no mouse, no locator.click/fill. On the way: the cookie banner comes first
 * and is dismissed by keyboard (focus then in the main content), the skip link shows when focused, each new step puts
 * focus on its heading, a dialog gives focus back to its opener, and no focused control hides under the sticky header
 * or the wizard's sticky bottom bar (400 px, issue 35).
 */

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement), undefined, { timeout: 1000 }).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus, checking after every press that focus is not hidden. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusNotHidden(page, `tabbing to ${target}`);
  }
  throw new Error(`${target} not reached with ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** The new step's heading has focus (and its URL is shown). */
async function expectStep(page: Page, step: string, heading: RegExp) {
  await expect(page).toHaveURL(new RegExp(`/book-a-service/${step}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

/** A card expiry two years from today. */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

for (const width of [1280, 400]) {
  test(`a guest books with the keyboard only, landing to payment result (de, ${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const guest = uniqueGuest();
    await page.goto('/');

    // The cookie banner is first in the focus order and goes away by keyboard; focus then is in the main content.
    const banner = page.getByRole('region', { name: 'Wir respektieren deine Privatsphäre' });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(1);
    await tabTo(page, banner.getByRole('button', { name: 'Alle akzeptieren' }));
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();

    // The skip link (before the header) is visible when focused: on screen and not covered by the sticky header.
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await tabTo(page, skip, { back: true });
    await expect(skip).toBeInViewport();
    const box = (await skip.boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent, [box.x + box.width / 2, box.y + box.height / 2])).toBe('Zum Inhalt springen');

    // Landing → step 1.
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Jetzt buchen' }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book-a-service\/select-package$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paket wählen' })).toBeVisible();

    // Step 1: the packages are a radio group (arrow keys); Basic, then Next.
    await tabTo(page, page.getByRole('radio', { name: 'Komfort wählen' }));
    const basic = page.getByRole('radio', { name: 'Basis wählen' });
    for (let i = 0; i < 4 && !(await basic.isChecked()); i++) await page.keyboard.press('ArrowLeft');
    await expect(basic).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
    await page.keyboard.press('Enter');

    // Step 2: car and order details.
    await expectStep(page, 'car-and-order-details', /^Auto und Auftrag$/);
    await tabTo(page, page.getByRole('combobox', { name: /^Fahrzeugtyp/ }));
    await page.keyboard.type('Voll');
    await expect(page.getByRole('combobox', { name: /^Fahrzeugtyp/ })).toHaveValue('electric');
    await typeInto(page, page.getByRole('textbox', { name: /^Kennzeichen/ }), 'D KB 2026');
    // The return info dialog gives focus back to the button that opened it.
    const info = page.getByRole('button', { name: 'Wie läuft die Rückgabe ab?' });
    await tabTo(page, info);
    await page.keyboard.press('Enter');
    const infoDialog = page.getByRole('dialog', { name: 'Informationen zur Rückgabe' });
    await expect(infoDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(infoDialog).toBeHidden();
    await expect(info).toBeFocused();
    await typeInto(page, page.getByRole('textbox', { name: /^Abholadresse/ }), 'Königsallee 1');
    await typeInto(page, page.getByRole('textbox', { name: /^PLZ \(Abholung\)/ }), '40212');
    await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
    await page.keyboard.press('Enter');

    // Step 3: user details.
    await expectStep(page, 'user-details', /^Deine Daten$/);
    await typeInto(page, page.getByRole('textbox', { name: /^Vorname/ }), 'Kim');
    await typeInto(page, page.getByRole('textbox', { name: /^Nachname/ }), 'Tastatur');
    await typeInto(page, page.getByRole('textbox', { name: /^Telefon/ }), guest.phone.replace('+49 ', ''));
    await typeInto(page, page.getByRole('textbox', { name: /^E-Mail/ }), guest.email);
    await typeInto(page, page.getByRole('textbox', { name: /^Rechnungsadresse/ }), 'Königsallee 1');
    await typeInto(page, page.getByRole('textbox', { name: /^PLZ \(Rechnung\)/ }), '40212');
    await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
    await page.keyboard.press('Enter');

    // Step 4: time slots — radio groups, arrow keys move and choose.
    await expectStep(page, 'time-slots', /^Zeitfenster$/);
    for (const group of ['pickup-days', 'pickup-times']) {
      // Tab enters the group on its checked or first free radio: today's first times may be past or taken.
      await tabTo(page, page.getByTestId(group));
      if (!(await page.getByTestId(group).locator('[role=radio][aria-checked=true]').count())) await page.keyboard.press('Space');
      await expect(page.getByTestId(group).locator('[role=radio][aria-checked=true]')).toHaveCount(1);
    }
    const asap = page.getByTestId('return-days').getByRole('radio', { name: /Sobald das Auto fertig ist/ });
    await tabTo(page, page.getByTestId('return-days'));
    for (let i = 0; i < 10 && (await asap.getAttribute('aria-checked')) !== 'true'; i++) await page.keyboard.press('ArrowRight');
    await expect(asap).toHaveAttribute('aria-checked', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
    await page.keyboard.press('Enter');

    // Step 5: terms with Space, then the payment dialog.
    await expectStep(page, 'payment-method', /^Zahlungsart$/);
    await tabTo(page, page.getByTestId('consent-accept_terms'));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('consent-accept_terms')).toBeChecked();
    const pay = page.getByRole('button', { name: 'Weiter zur Zahlung' });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    const checkout = page.getByTestId('sandbox-checkout');
    await expect(checkout).toBeVisible();
    // Closed with Escape: focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(checkout).toBeHidden();
    await expect(pay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(checkout).toBeVisible();
    await typeInto(page, checkout.getByLabel(/Kartennummer/), '4242424242424242');
    await typeInto(page, checkout.getByLabel(/Gültig bis/), futureExpiry());
    await typeInto(page, checkout.getByLabel(/Prüfnummer/), '123');
    await tabTo(page, checkout.getByRole('button', { name: /bezahlen/ }));
    await page.keyboard.press('Enter');

    // The result: its heading has focus.
    await expect(page).toHaveURL(/\/book-a-service\/payment-method\?status=created$/);
    await expect(page.getByTestId('order-result').getByRole('heading', { level: 1 })).toBeFocused();
  });
}

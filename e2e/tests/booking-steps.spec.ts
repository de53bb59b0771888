import { expect, test, type Page } from '@playwright/test';
import { SHELL_URL } from '../support/topology';
import { acceptCookies, signInAsNewCustomer } from '../support/session';

/** Booking wizard steps 1-3 against the real API (catalogue, prices, discount codes, ZIP verification). */

async function english(page: Page) {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: SHELL_URL }]);
}

async function openWizard(page: Page) {
  await page.goto('/book-a-service/select-package');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: /^(Select package|Paket wählen)$/ })).toBeVisible();
  // These journeys start once the app has the build-time page; what a visitor does before hydration, and that
  // hydration moves nothing on a wide screen, are foundation.spec's subjects.
  await page.waitForFunction(() => (document.querySelector('form[data-build-time-form]') as { cvLive?: boolean } | null)?.cvLive === true);
}

const total = (page: Page) => page.locator('aside').getByTestId('summary-total');

async function choosePackage(page: Page, name: string) {
  await page.getByRole('radio', { name: `Choose ${name}` }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/book-a-service\/car-and-order-details$/);
}

async function fillCar(page: Page, zip = '40212') {
  await page.getByRole('combobox', { name: /^Vehicle type/ }).selectOption('electric');
  await page.getByRole('textbox', { name: /^License plate/ }).fill('D CV 2026');
  await page.getByRole('textbox', { name: /^Pickup address/ }).fill('Königsallee 1');
  await page.getByRole('textbox', { name: /^Pickup postcode/ }).fill(zip);
  await page.getByRole('textbox', { name: /^Pickup postcode/ }).blur();
}

test.describe('booking wizard, steps 1-3', () => {
  test.beforeEach(async ({ page }) => {
    await english(page);
  });

  test('a guest chooses a package, fills car and user details with an in-area address and sees the summary follow the wash toggle', async ({ page }) => {
    await openWizard(page);
    // the comparison table from the API: "from" prices, the popular ribbon, the preselected package
    await expect(page.getByTestId('package-price-1')).toHaveText('from €29.00');
    await expect(page.getByTestId('popular-ribbon')).toHaveText('Popular');
    await expect(page.getByRole('radio', { name: 'Choose Comfort' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await choosePackage(page, 'Basic');

    await fillCar(page);
    await expect(total(page)).toHaveText(/€\d+\.\d\d/);
    const before = await total(page).textContent();
    await page.getByText(/^Car wash before return/).click();
    await expect(page.getByRole('checkbox', { name: /Car wash before return/ })).toBeChecked();
    await expect(total(page)).not.toHaveText(before ?? '');
    await expect(page.locator('aside')).toContainText('Wash before return');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/book-a-service\/user-details$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Anna');
    await page.getByRole('textbox', { name: /^Surname/ }).fill('Müller');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('211 1234567');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('anna.e2e@example.com');
    await page.getByRole('textbox', { name: /^Billing address/ }).fill('Königsallee 1');
    await page.getByRole('textbox', { name: /^Billing postcode/ }).fill('40212');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/book-a-service\/time-slots$/);
  });

  test('an out-of-area ZIP opens the service-not-available modal with Register for guests', async ({ page }) => {
    await openWizard(page);
    await choosePackage(page, 'Comfort');
    await fillCar(page, '50667');
    const dialog = page.getByRole('alertdialog', { name: 'Service not available' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(page.getByText('Sorry, the specified address does not apply to Dusseldorf', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Change address' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/car-and-order-details$/);
  });

  test('a guest applying a code gets the login prompt; a customer applying FIRSTORDER gets the toggles forced off and disabled', async ({ page }) => {
    await openWizard(page);
    await choosePackage(page, 'Premium');
    await page.getByRole('textbox', { name: 'Discount code' }).fill('firstorder');
    await page.getByRole('button', { name: 'Apply' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'The discount code cannot be applied' });
    await expect(prompt.getByRole('button', { name: 'Create account' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login/);

    // FIRSTORDER is for a first order: a customer without orders, whatever other journeys booked.
    await signInAsNewCustomer(page);
    await page.goto('/book-a-service/car-and-order-details');
    const wash = page.getByRole('checkbox', { name: /Car wash before return/ });
    await expect(wash).toBeChecked(); // included in Premium, on by default
    await page.getByRole('textbox', { name: 'Discount code' }).fill('firstorder');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('aside').getByText('FIRSTORDER')).toBeVisible();
    await expect(wash).not.toBeChecked();
    await expect(wash).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: /Interior\/exterior cleaning/ })).toBeDisabled();
    await expect(page.getByText('Not available with this discount code: your order is already free.')).toHaveCount(2);
    await expect(total(page)).toHaveText('€0.00');

    // removing the code gives the toggles back
    await page.getByRole('button', { name: 'Remove the discount code FIRSTORDER' }).click();
    await expect(wash).toBeEnabled();
  });

  test("reloading keeps the wizard's data", async ({ page }) => {
    await openWizard(page);
    await choosePackage(page, 'Business');
    await fillCar(page);
    await page.getByText(/^Use my fuel card/).click();
    await page.reload();
    await expect(page).toHaveURL(/car-and-order-details$/);
    await expect(page.getByRole('textbox', { name: /^License plate/ })).toHaveValue('D CV 2026');
    await expect(page.getByRole('textbox', { name: /^Pickup address/ })).toHaveValue('Königsallee 1');
    await expect(page.getByRole('checkbox', { name: /Use my fuel card/ })).toBeChecked();
    await expect(page.locator('aside')).toContainText('Business');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/user-details$/);
    await page.reload();
    await expect(page).toHaveURL(/user-details$/);
    // one step at a time: a second click before the step changed would press the same page's button again (the
    // address changes as the navigation starts, the page once the step's code is there: wait for its heading)
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/car-and-order-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Car and order details' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/select-package$/);
    await expect(page.getByRole('radio', { name: 'Choose Business' })).toBeChecked();
  });

  test('at 400 px the order summary is a bottom modal with "Back to order creation"', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await openWizard(page);
    await expect(page.locator('aside')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Choose Comfort' }).check();
    await page.getByRole('button', { name: 'Order summary' }).click();
    const modal = page.getByRole('dialog', { name: 'Order summary' });
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('summary-total')).toHaveText(/€\d+\.\d\d/);
    await expect(modal).toContainText('Comfort');
    await modal.getByRole('button', { name: 'Back to order creation' }).click();
    await expect(modal).toBeHidden();
    // the page does not scroll sideways at this width
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('German texts', async ({ page }) => {
    await page.context().addCookies([{ name: 'locale', value: 'de', url: SHELL_URL }]);
    await openWizard(page);
    await expect(page.getByTestId('package-price-1')).toHaveText('ab 29,00 €');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auto und Auftrag' })).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Bitte wähle deinen Fahrzeugtyp aus der Liste')).toBeVisible();
    await expect(page.getByText('Gib die Adresse ein, an der wir dein Auto abholen sollen')).toBeVisible();
  });
});

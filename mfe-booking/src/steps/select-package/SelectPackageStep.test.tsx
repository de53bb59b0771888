import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PACKAGE_GRADIENTS } from '@chargevalet/contract';
import { i18n } from '@chargevalet/platform';
import { useWizardStore } from '../../wizard/wizardStore';
import { PACKAGES, currentPath, mockApi, renderAt, resetAll, setWidth } from '../../testing/harness';
import { preselectedPackageId } from './SelectPackageStep';

jest.setTimeout(30_000);
beforeEach(() => resetAll('en'));

test('packages as columns with "from" prices in euro, the popular ribbon, services as rows with ticks and tooltips', async () => {
  mockApi();
  renderAt('/book-a-service/select-package');
  const table = await screen.findByTestId('package-table');
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('Basic'), expect.stringContaining('Comfort')]));
  // Each package's name heads its column as a heading (axe p-as-heading: not bold text that only looks like one).
  expect(within(table).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Basic', 'Comfort', 'Premium', 'Business', 'Fleet', 'Sixth']);
  expect(screen.getByTestId('package-price-1')).toHaveTextContent('from €29.00');
  expect(screen.getByTestId('package-price-2')).toHaveTextContent('from €49.00');
  expect(screen.getAllByTestId('popular-ribbon')).toHaveLength(1);
  expect(within(headers.find((h) => h.textContent?.includes('Comfort'))!).getByText('Popular')).toBeInTheDocument();
  // ticks: car wash (2) included in Comfort, not in Basic
  expect(within(screen.getByTestId('tick-2-2')).getByRole('img', { name: 'included' })).toBeInTheDocument();
  expect(within(screen.getByTestId('tick-1-2')).getByRole('img', { name: 'not included' })).toBeInTheDocument();
  // tooltip with the service description
  const info = screen.getByRole('button', { name: 'About: Car wash' });
  expect(info).toHaveAccessibleDescription('An exterior wash before the return.');
  const tip = document.getElementById(info.getAttribute('aria-describedby')!)!;
  expect(tip).toHaveAttribute('role', 'tooltip');
  expect(tip).not.toBeVisible();
  fireEvent.focus(info);
  expect(tip).toBeVisible();
  fireEvent.keyDown(info, { key: 'Escape' });
  expect(tip).not.toBeVisible();
});

test('five gradient colours by position, wrapping after five', async () => {
  mockApi();
  renderAt('/book-a-service/select-package');
  await screen.findByTestId('package-table');
  const gradients = [...document.querySelectorAll('[data-gradient]')].map((el) => el.getAttribute('data-gradient'));
  expect(gradients).toEqual(['0', '1', '2', '3', '4', '0']);
  expect(PACKAGE_GRADIENTS).toHaveLength(5);
});

test('the radio preselects the is_preselected package; Previous is disabled; Next saves and goes to car details', async () => {
  mockApi();
  renderAt('/book-a-service/select-package');
  expect(await screen.findByRole('radio', { name: 'Choose Comfort' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  fireEvent.click(screen.getByRole('radio', { name: 'Choose Premium' }));
  expect(useWizardStore.getState().packageId).toBe(3);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/car-and-order-details'));
});

test('without a package chosen (none preselected), Next says so and stays on the first step', async () => {
  mockApi({ 'GET /api/packages': () => ({ body: { data: PACKAGES.map((p) => ({ ...p, is_preselected: false })) } }) });
  renderAt('/book-a-service/select-package');
  expect(await screen.findByRole('radio', { name: 'Choose Comfort' })).not.toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a package');
  expect(currentPath()).toBe('/book-a-service/select-package');
  expect(useWizardStore.getState().packageId).toBeNull();
});

test('keyboard: Next focuses the new step\'s heading (focus does not fall to <body>)', async () => {
  mockApi();
  renderAt('/book-a-service/select-package');
  await screen.findByRole('radio', { name: 'Choose Comfort' });
  const next = screen.getByRole('button', { name: 'Next' });
  next.focus();
  fireEvent.click(next);
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/car-and-order-details'));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
});

test('the previously chosen package is preselected', async () => {
  mockApi();
  useWizardStore.getState().setPackage(4);
  renderAt('/book-a-service/select-package');
  expect(await screen.findByRole('radio', { name: 'Choose Business' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Choose Comfort' })).not.toBeChecked();
  expect(preselectedPackageId([], 4)).toBeNull();
});

test('choosing a different package clears the discount code', async () => {
  mockApi();
  useWizardStore.getState().setPackage(2);
  useWizardStore.getState().setDiscount({ code: 'WELCOME10', kind: 'percent' });
  renderAt('/book-a-service/select-package');
  fireEvent.click(await screen.findByRole('radio', { name: 'Choose Basic' }));
  expect(useWizardStore.getState().discount).toBeNull();
});

test('choosing a different package once the car details are saved goes to the car details (SPEC §4)', async () => {
  mockApi();
  useWizardStore.getState().setPackage(2);
  useWizardStore.setState({ car: { car_type: 'electric', license_plate: 'D AB 1' } as never });
  renderAt('/book-a-service/select-package');
  fireEvent.click(await screen.findByRole('radio', { name: 'Choose Comfort' }));
  expect(currentPath()).toBe('/book-a-service/select-package'); // the same package: stay
  fireEvent.click(screen.getByRole('radio', { name: 'Choose Basic' }));
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/car-and-order-details'));
  expect(useWizardStore.getState().packageId).toBe(1);
});

test('a comparison table wider than its area says that it scrolls and can be scrolled from the keyboard', async () => {
  mockApi();
  const widths = { scroll: jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get'), client: jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get') };
  widths.scroll.mockReturnValue(1100);
  widths.client.mockReturnValue(700);
  try {
    renderAt('/book-a-service/select-package');
    const hint = await screen.findByTestId('package-table-scroll-hint');
    expect(hint).toHaveTextContent('More packages to the right');
    const region = screen.getByRole('region', { name: /Packages compared/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('aria-describedby', hint.id);
    expect(region).toContainElement(screen.getByTestId('package-table'));
  } finally {
    widths.scroll.mockRestore();
    widths.client.mockRestore();
  }
});

test('a table that fits shows no scroll hint', async () => {
  mockApi();
  renderAt('/book-a-service/select-package');
  await screen.findByTestId('package-table');
  expect(screen.queryByTestId('package-table-scroll-hint')).not.toBeInTheDocument();
});

test('Cancel order resets all wizard data', async () => {
  mockApi();
  useWizardStore.setState({ packageId: 3, discount: { code: 'WELCOME10', kind: 'percent' }, carDraft: { license_plate: 'D X 1' } });
  renderAt('/book-a-service/select-package');
  await screen.findByRole('radio', { name: 'Choose Premium' });
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  });
  await waitFor(() => expect(useWizardStore.getState().discount).toBeNull());
  expect(useWizardStore.getState().carDraft).toBeNull();
  // preselected again after the reset
  await waitFor(() => expect(useWizardStore.getState().packageId).toBe(2));
});

test('small screens: stacked package cards with the same radios', async () => {
  setWidth(360);
  mockApi();
  renderAt('/book-a-service/select-package');
  const cards = await screen.findByTestId('package-cards');
  expect(screen.queryByTestId('package-table')).toBeNull();
  expect(within(cards).getByRole('radio', { name: 'Choose Comfort' })).toBeChecked();
  expect(within(cards).getAllByRole('img', { name: 'included' }).length).toBeGreaterThan(0);
});

test('German texts', async () => {
  await resetAll('de');
  mockApi();
  renderAt('/book-a-service/select-package');
  expect(await screen.findByTestId('package-price-1')).toHaveTextContent('ab 29,00 €');
  expect(screen.getByRole('radio', { name: 'Komfort wählen' })).toBeChecked();
  expect(screen.getByText('Beliebt')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  expect(document.title).toBe('Paket wählen – Service buchen – ChargeValet');
});

test('the document title is the step in the page\'s language and follows a language switch', async () => {
  mockApi();
  renderAt('/book-a-service/select-package');
  await screen.findByTestId('package-price-1');
  expect(document.title).toBe('Select package – Book a service – ChargeValet');
  await act(async () => {
    await i18n.changeLanguage('de');
  });
  await waitFor(() => expect(document.title).toBe('Paket wählen – Service buchen – ChargeValet'));
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

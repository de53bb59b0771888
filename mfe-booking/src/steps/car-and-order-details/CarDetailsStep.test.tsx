import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useWizardStore } from '../../wizard/wizardStore';
import { currentPath, mockApi, renderAt, resetAll, setWidth } from '../../testing/harness';

jest.setTimeout(30_000);
beforeEach(async () => {
  await resetAll('en');
  useWizardStore.getState().setPackage(1);
});

const PATH = '/book-a-service/car-and-order-details';
const field = (label: string | RegExp) =>
  screen.getByLabelText(typeof label === 'string' ? new RegExp(`^${label.replace(/[/()]/g, '\\$&')}`) : label, { selector: 'input,select' });
const type = (label: string | RegExp, value: string) => {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const ready = async () => {
  await screen.findByRole('option', { name: '80 % (recommended)' });
  await screen.findByRole('option', { name: 'Key in person' });
  await screen.findByRole('checkbox', { name: /Car wash before return/ });
};
async function fillValid() {
  await ready();
  fireEvent.change(field('Vehicle type'), { target: { value: 'electric' } });
  type('License plate', 'D AB 1234');
  type('Pickup address', 'Königsallee 1');
  type('Pickup postcode', '40212');
}

test('without a chosen package it redirects to package selection', async () => {
  mockApi();
  useWizardStore.getState().reset();
  renderAt(PATH);
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/select-package'));
});

test('empty form: every required message of SPEC §5; charging level defaults to id 6', async () => {
  mockApi();
  renderAt(PATH);
  await ready();
  expect(field('Charging level')).toHaveValue('6');
  expect(field('Return type')).toHaveValue('1');
  next();
  expect(await screen.findByText('Please select your vehicle type from the list')).toBeInTheDocument();
  expect(screen.getByText('License plate number consists of a minimum of 3 and a maximum of 15 characters')).toBeInTheDocument();
  expect(screen.getByText('Enter the address where we should pick up your car')).toBeInTheDocument();
  expect(screen.getByText('Enter the postcode of the pickup address')).toBeInTheDocument();
  fireEvent.change(field('Charging level'), { target: { value: '' } });
  fireEvent.change(field('Return type'), { target: { value: '' } });
  next();
  expect(await screen.findByText('Select charging level please')).toBeInTheDocument();
  expect(screen.getByText('Please select how we should return your car')).toBeInTheDocument();
  expect(currentPath()).toBe(PATH);
});

test('licence plate: 3-15 characters, Latin letters, digits and spaces; trimmed on blur; brand max 100', async () => {
  mockApi();
  renderAt(PATH);
  await ready();
  type('License plate', '  AB  ');
  expect(field('License plate')).toHaveValue('AB');
  next();
  expect(await screen.findByText('License plate number consists of a minimum of 3 and a maximum of 15 characters')).toBeInTheDocument();
  type('License plate', 'D-ÄB 12');
  next();
  expect(await screen.findByText('The license plate may contain only Latin letters, digits and spaces')).toBeInTheDocument();
  type('Brand', 'x'.repeat(101));
  next();
  expect(await screen.findByText('The brand may not be longer than 100 characters')).toBeInTheDocument();
});

test('same as pickup copies the pickup address and disables the return fields; unticked, return street and ZIP are required', async () => {
  mockApi();
  renderAt(PATH);
  await ready();
  type('Pickup address', 'Königsallee 1');
  type('Pickup postcode', '40212');
  const returnZip = field('Return postcode');
  expect(screen.getByRole('textbox', { name: /^Return address/ })).toHaveValue('Königsallee 1');
  expect(screen.getByRole('textbox', { name: /^Return address/ })).toBeDisabled();
  expect(returnZip).toHaveValue('40212');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Return address is the same as the pickup address' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Return address/ })).toBeEnabled());
  fireEvent.change(screen.getByRole('textbox', { name: /^Return address/ }), { target: { value: '' } });
  fireEvent.change(returnZip, { target: { value: '' } });
  next();
  expect(await screen.findByText('Enter the address where we should return your car')).toBeInTheDocument();
  expect(screen.getByText('Enter the postcode of the return address')).toBeInTheDocument();
});

test('an address needs street and house number: invalidAddressMissingStreetCityHouse', async () => {
  mockApi();
  renderAt(PATH);
  await fillValid();
  type('Pickup address', 'Königsallee');
  next();
  expect(await screen.findByText('The address must contain a street, a house number, a postcode and a city')).toBeInTheDocument();
  expect(currentPath()).toBe(PATH);
});

test('a postcode in the address differing from the ZIP field: zipCodeVerificationFailed', async () => {
  mockApi();
  renderAt(PATH);
  await fillValid();
  type('Pickup address', 'Königsallee 1, 40213 Düsseldorf');
  next();
  expect(await screen.findByText('The postcode could not be verified. Please check it')).toBeInTheDocument();
});

test('out_of_service_area from the ZIP verification: the Düsseldorf message and the service-not-available modal with Register for guests', async () => {
  const api = mockApi();
  renderAt(PATH);
  await fillValid();
  type('Pickup postcode', '50667');
  const dialog = await screen.findByRole('alertdialog', { name: 'Service not available' });
  expect(api.callsTo('POST', '/api/address/zip-code/verify').at(-1)?.body).toEqual({ zip_code: '50667' });
  expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  expect(screen.getByText('Sorry, the specified address does not apply to Dusseldorf')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change address' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  next();
  expect(await screen.findByRole('alertdialog', { name: 'Service not available' })).toBeInTheDocument();
  expect(useWizardStore.getState().car).toBeNull();
});

test('a valid form is saved (with the option ids) and Next goes to user details', async () => {
  const api = mockApi();
  renderAt(PATH);
  await fillValid();
  next();
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/user-details'));
  expect(api.callsTo('POST', '/api/address/zip-code/verify').at(-1)?.body).toEqual({ zip_code: '40212' });
  expect(useWizardStore.getState().car).toMatchObject({
    car_type: 'electric',
    license_plate: 'D AB 1234',
    charging_level_id: 6,
    charging_level: '80 % (recommended)',
    return_type_id: 1,
    pickup_address: { street: 'Königsallee 1' },
    pickup_zip_code: '40212',
    return_address: { street: 'Königsallee 1' },
    return_zip_code: '40212',
    wash_before_return: false,
    wash_before_return_id: 5,
    clean_car_before_returning_id: 6,
  });
});

test('a plate typed with the common hyphen ("D-XY 987") is accepted and saved in the SPEC form', async () => {
  mockApi();
  renderAt(PATH);
  await fillValid();
  type('License plate', 'D-XY 987');
  next();
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/user-details'));
  expect(useWizardStore.getState().car).toMatchObject({ license_plate: 'D XY 987' });
});

test('the return information modal (SPEC §2) explains key in person and mailbox', async () => {
  mockApi();
  renderAt(PATH);
  await ready();
  fireEvent.click(screen.getByRole('button', { name: 'How does the return work?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Return information' });
  expect(dialog).toHaveTextContent('Key in person');
  expect(dialog).toHaveTextContent('Mailbox');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Return information' })).not.toBeInTheDocument());
});

test('Previous goes to package selection; the draft survives a remount (reload)', async () => {
  mockApi();
  const { unmount } = renderAt(PATH);
  await ready();
  type('License plate', 'D XY 99');
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/select-package'));
  unmount();
  renderAt(PATH);
  await ready();
  expect(field('License plate')).toHaveValue('D XY 99');
});

test('the summary follows the wash toggle with prices from the server', async () => {
  const api = mockApi();
  renderAt(PATH);
  await ready();
  await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('€70.24'));
  fireEvent.click(screen.getByRole('checkbox', { name: /Interior\/exterior cleaning/ }));
  await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('€100.14'));
  expect(api.callsTo('POST', '/api/order/cost-calculation/1').at(-1)?.body).toEqual({
    charging_level_id: 6,
    selected_services: [1, 6],
    is_use_fuel_card: false,
    discount_code: null,
  });
});

test('FIRSTORDER forces wash and cleaning off and disabled with the freeSwitchHint', async () => {
  mockApi();
  useWizardStore.getState().setPackage(3);
  useWizardStore.getState().setDiscount({ code: 'firstorder', kind: null });
  renderAt(PATH);
  await ready();
  const wash = screen.getByRole('checkbox', { name: /Car wash before return/ });
  const cleaning = screen.getByRole('checkbox', { name: /Interior\/exterior cleaning/ });
  await waitFor(() => expect(wash).not.toBeChecked());
  expect(wash).toBeDisabled();
  expect(cleaning).not.toBeChecked();
  expect(cleaning).toBeDisabled();
  expect(screen.getAllByText('Not available with this discount code: your order is already free.')).toHaveLength(2);
  act(() => useWizardStore.getState().clearDiscount());
  await waitFor(() => expect(wash).toBeEnabled());
});

test('below 968 px the summary is a bottom modal "Order summary" with "Back to order creation"', async () => {
  setWidth(400);
  mockApi();
  renderAt(PATH);
  await ready();
  expect(screen.queryByRole('complementary')).toBeNull();
  // The bar at the bottom is a sticky bar whose height keeps focused controls clear of it (scroll-padding-bottom).
  expect(screen.getByTestId('summary-bar')).toHaveAttribute('data-sticky-bar', 'bottom');
  expect(document.documentElement.style.getPropertyValue('--cv-sticky-bottom')).toMatch(/^\d+px$/);
  fireEvent.click(screen.getByRole('button', { name: 'Order summary' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order summary' });
  expect(await within(dialog).findByText('Basic')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Back to order creation' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order summary' })).toBeNull());
});

test('German messages', async () => {
  await resetAll('de');
  useWizardStore.getState().setPackage(1);
  mockApi();
  renderAt(PATH);
  await screen.findByRole('option', { name: '80 % (recommended)' });
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  expect(await screen.findByText('Bitte wähle deinen Fahrzeugtyp aus der Liste')).toBeInTheDocument();
  expect(screen.getByText('Gib die Adresse ein, an der wir dein Auto abholen sollen')).toBeInTheDocument();
});

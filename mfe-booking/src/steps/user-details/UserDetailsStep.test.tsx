import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WizardCarForm } from '@chargevalet/contract';
import { useWizardStore } from '../../wizard/wizardStore';
import { currentPath, customerUser, mockApi, renderAt, resetAll, signedIn } from '../../testing/harness';

jest.setTimeout(30_000);
const car: WizardCarForm = {
  car_type: 'electric', license_plate: 'D AB 123', brand: '', model: '', color: '', charging_level_id: 6, return_type_id: 1,
  pickup_address: { street: 'Königsallee 1', latitude: null, longitude: null }, pickup_zip_code: '40212',
  return_address: { street: 'Königsallee 1', latitude: null, longitude: null }, return_zip_code: '40212',
  return_same_as_pickup_address: true, wash_before_return: false, wash_before_return_id: 5, should_use_fuel_card: false,
  should_send_bill: false, clean_car_before_returning: false, clean_car_before_returning_id: 6,
};
beforeEach(async () => {
  await resetAll('en');
  useWizardStore.getState().setPackage(1);
  useWizardStore.getState().setCar(car);
});

const PATH = '/book-a-service/user-details';
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => {
  const input = box(name);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

test('without saved car details it redirects to the car step', async () => {
  mockApi();
  useWizardStore.setState({ car: null });
  renderAt(PATH);
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/car-and-order-details'));
});

test('required and format messages of SPEC §5', async () => {
  mockApi();
  renderAt(PATH);
  await screen.findByRole('textbox', { name: /^Name/ });
  next();
  expect(await screen.findByText('The name should consist of at least two characters')).toBeInTheDocument();
  expect(screen.getByText('The surname should consist of at least two characters')).toBeInTheDocument();
  expect(screen.getByText('Enter your billing address')).toBeInTheDocument();
  expect(screen.getByText('Enter the postcode of your billing address')).toBeInTheDocument();
  type(/^Name/, 'Anna1');
  type(/^Surname/, 'M'.repeat(31));
  type(/^E-mail/, 'not-an-email');
  type(/^Phone/, '12 34');
  next();
  expect(await screen.findByText('The name may contain only Latin letters, hyphens, apostrophes and spaces')).toBeInTheDocument();
  expect(screen.getByText('The surname may not be longer than 30 characters')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
  expect(screen.getByText('The phone number needs at least 7 digits after the country code')).toBeInTheDocument();
});

test('inputs are trimmed on blur; the plus key does nothing in the phone field; a billing address needs a house number', async () => {
  mockApi();
  renderAt(PATH);
  type(await screen.findByRole('textbox', { name: /^Name/ }).then(() => /^Name/), '  Jörg  ');
  expect(box(/^Name/)).toHaveValue('Jörg');
  const plus = fireEvent.keyDown(box(/^Phone/), { key: '+' });
  expect(plus).toBe(false); // default prevented
  type(/^Surname/, 'Muster');
  type(/^Phone/, '211 1234567');
  type(/^E-mail/, 'Anna@Example.com');
  type(/^Billing address/, 'Berliner Allee');
  type(/^Billing postcode/, '10115');
  next();
  expect(await screen.findByText('The address must contain a street, a house number, a postcode and a city')).toBeInTheDocument();
});

test('a valid form is saved (billing outside Düsseldorf is fine) and Next goes to time slots; Previous to the car step', async () => {
  const api = mockApi();
  renderAt(PATH);
  await screen.findByRole('textbox', { name: /^Name/ });
  type(/^Name/, 'Anna');
  type(/^Surname/, 'Müller-Lüdenscheidt');
  type(/^Phone/, '211 1234567');
  type(/^E-mail/, 'Anna@Example.com');
  type(/^Billing address/, 'Unter den Linden 1');
  type(/^Billing postcode/, '10117');
  next();
  await waitFor(() => expect(useWizardStore.getState().user).not.toBeNull());
  expect(useWizardStore.getState().user).toMatchObject({
    name: 'Anna',
    surname: 'Müller-Lüdenscheidt',
    phone: '+492111234567',
    email: 'anna@example.com',
    billing_address: { street: 'Unter den Linden 1' },
    billing_zip_code: '10117',
  });
  expect(api.callsTo('POST', '/api/address/zip-code/verify')).toHaveLength(0);
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/time-slots'));
});

test('a guest whose e-mail already has an account learns it on this step (SPEC §5 message on the field), not only at payment', async () => {
  const api = mockApi({
    'POST /email/validate/is-unique': () => ({ body: { status: 'duplicated' } }),
    'POST /phone/validate/is-unique': () => ({ body: { status: 'ok' } }),
  });
  renderAt(PATH);
  await screen.findByRole('textbox', { name: /^Name/ });
  type(/^Name/, 'Anna');
  type(/^Surname/, 'Müller');
  type(/^Phone/, '211 1234567');
  type(/^E-mail/, 'customer@chargevalet.test');
  type(/^Billing address/, 'Unter den Linden 1');
  type(/^Billing postcode/, '10117');
  next();
  expect(await screen.findByText('An account already exists for this e-mail address. Please provide another e-mail address or Log In if you already have an account.')).toBeInTheDocument();
  expect(api.callsTo('POST', '/email/validate/is-unique').at(-1)?.body).toEqual({ email: 'customer@chargevalet.test' });
  expect(useWizardStore.getState().user).toBeNull();
  expect(currentPath()).toBe(PATH);
});

test('Previous goes to the car step', async () => {
  mockApi();
  renderAt(PATH);
  fireEvent.click(await screen.findByRole('button', { name: 'Previous' }));
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/car-and-order-details'));
});

test("a signed-in customer's profile is prefilled from GET /api/customer", async () => {
  signedIn(customerUser);
  mockApi({
    'GET /api/customer': () => ({
      body: {
        data: {
          first_name: 'Clara', last_name: 'Kunde', phone: '+492119876543', email: 'customer@chargevalet.test',
          billing_address: 'Schadowstraße 10', zip_code: '40212', marketing_consent: true,
          car: { car_type: null, license_plate: null, brand: null, model: null, color: null },
        },
      },
    }),
  });
  renderAt(PATH);
  await waitFor(() => expect(box(/^Name/)).toHaveValue('Clara'));
  expect(box(/^Surname/)).toHaveValue('Kunde');
  expect(box(/^E-mail/)).toHaveValue('customer@chargevalet.test');
  expect(box(/^Billing address/)).toHaveValue('Schadowstraße 10');
  expect(box(/^Billing postcode/)).toHaveValue('40212');
  expect(box(/^Phone/)).toHaveValue('2119876543');
});

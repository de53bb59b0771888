import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuth } from '@chargevalet/platform';
import { useWizardStore } from '../wizard/wizardStore';
import { currentPath, customerUser, mockApi, renderAt, resetAll, signedIn } from '../testing/harness';

jest.setTimeout(30_000);
beforeEach(async () => {
  await resetAll('en');
  useWizardStore.getState().setPackage(1);
});

const PATH = '/book-a-service/car-and-order-details';
const apply = async (code: string) => {
  const input = await screen.findByRole('textbox', { name: 'Discount code' });
  fireEvent.change(input, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
};
const validate = (answer: object) => ({ 'POST /api/discount/validate': () => ({ body: { valid: false, code: 'X', error: null, eligible_packages: [], kind: null, ...answer } }) });

test('format: trimmed, at least 3 characters, Latin letters and digits only (no call)', async () => {
  signedIn(customerUser);
  const api = mockApi();
  renderAt(PATH);
  await apply('  ab ');
  expect(await screen.findByText('The discount code must be at least 3 characters long')).toBeInTheDocument();
  await apply('ab-c');
  expect(await screen.findByText('The discount code may contain only Latin letters and digits')).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/discount/validate')).toHaveLength(0);
});

test('after an Apply the rules follow the typing: the message changes and goes as the code is corrected', async () => {
  signedIn(customerUser);
  const api = mockApi();
  renderAt(PATH);
  await apply('ab');
  expect(await screen.findByText('The discount code must be at least 3 characters long')).toBeInTheDocument();
  const input = screen.getByRole('textbox', { name: 'Discount code' });
  fireEvent.change(input, { target: { value: 'ab-' } });
  expect(await screen.findByText('The discount code may contain only Latin letters and digits')).toBeInTheDocument();
  fireEvent.change(input, { target: { value: 'abc' } });
  await waitFor(() => expect(screen.queryByText('The discount code may contain only Latin letters and digits')).not.toBeInTheDocument());
  expect(screen.queryByText('The discount code must be at least 3 characters long')).not.toBeInTheDocument();
  expect(api.callsTo('POST', '/api/discount/validate')).toHaveLength(0);
});

test('the code is optional: Apply on an empty field shows no error, and emptying the field removes an earlier one', async () => {
  signedIn(customerUser);
  const api = mockApi();
  renderAt(PATH);
  const input = await screen.findByRole('textbox', { name: 'Discount code' });
  fireEvent.focus(input);
  fireEvent.blur(input);
  await apply('   ');
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText('The discount code must be at least 3 characters long')).not.toBeInTheDocument();
  await apply('ab');
  expect(await screen.findByText('The discount code must be at least 3 characters long')).toBeInTheDocument();
  fireEvent.change(input, { target: { value: '' } });
  await waitFor(() => expect(screen.queryByText('The discount code must be at least 3 characters long')).not.toBeInTheDocument());
  expect(api.callsTo('POST', '/api/discount/validate')).toHaveLength(0);
});

test('logged out: the cannot-apply modal offers create account (/register) or log in (/login)', async () => {
  const api = mockApi();
  renderAt(PATH);
  await apply('WELCOME10');
  const dialog = await screen.findByRole('alertdialog', { name: 'The discount code cannot be applied' });
  expect(within(dialog).getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/discount/validate')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(currentPath()).toBe('/login'));
});

test('the server answers login_required: the cannot-apply modal too', async () => {
  signedIn(customerUser);
  mockApi(validate({ error: 'login_required' }));
  renderAt(PATH);
  await apply('WELCOME10');
  const dialog = await screen.findByRole('alertdialog', { name: 'The discount code cannot be applied' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(currentPath()).toBe('/register'));
});

test('an invalid code shows the server error on the code field', async () => {
  signedIn(customerUser);
  const api = mockApi(validate({ error: 'invalid', code: 'NOPE1' }));
  renderAt(PATH);
  await apply(' nope1 ');
  expect(await screen.findByText('This discount code is not valid')).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/discount/validate')[0]?.body).toEqual({ code: 'nope1', package_id: 1 });
  expect(useWizardStore.getState().discount).toBeNull();
});

test('package_not_eligible opens "Package not eligible for discount code" listing the eligible packages', async () => {
  signedIn(customerUser);
  mockApi(validate({ error: 'package_not_eligible', code: 'SAVE5', eligible_packages: [2, 3] }));
  renderAt(PATH);
  await apply('SAVE5');
  const dialog = await screen.findByRole('dialog', { name: 'Package not eligible for discount code' });
  const list = within(dialog).getByRole('list', { name: 'Eligible packages' });
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Comfort', 'Premium']);
});

test('a valid code is applied (sent to the price calculation), clears wash and cleaning; removing resets it', async () => {
  signedIn(customerUser);
  const api = mockApi(validate({ valid: true, code: 'WELCOME10', kind: 'percent' }));
  renderAt(PATH);
  const cleaning = await screen.findByRole('checkbox', { name: /Interior\/exterior cleaning/ });
  fireEvent.click(cleaning);
  await waitFor(() => expect(cleaning).toBeChecked());
  await apply('welcome10');
  expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
  expect(useWizardStore.getState().discount).toEqual({ code: 'WELCOME10', kind: 'percent' });
  await waitFor(() => expect(cleaning).not.toBeChecked());
  expect(cleaning).toBeEnabled();
  await waitFor(() => expect(api.callsTo('POST', '/api/order/cost-calculation/1').at(-1)?.body).toMatchObject({ discount_code: 'WELCOME10' }));
  fireEvent.click(screen.getByRole('button', { name: 'Remove the discount code WELCOME10' }));
  expect(useWizardStore.getState().discount).toBeNull();
  expect(await screen.findByRole('textbox', { name: 'Discount code' })).toBeInTheDocument();
});

test('an applied code shows as a discount line of its own in the summary (the server says how much it took off)', async () => {
  signedIn(customerUser);
  mockApi({
    ...validate({ valid: true, code: 'WELCOME10', kind: 'percent' }),
    'POST /api/order/cost-calculation/*': (body) => {
      const code = (body as { discount_code: string | null }).discount_code;
      return { body: { data: code ? { electricity_total: 2124, service_total: 4410, grand_total: 6534, discount_total: 490 } : { electricity_total: 2124, service_total: 4900, grand_total: 7024 } } };
    },
  });
  renderAt(PATH);
  await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('€70.24'));
  expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
  await apply('welcome10');
  await waitFor(() => expect(screen.getByTestId('summary-discount')).toHaveTextContent('−€4.90'));
  expect(screen.getByText('Discount (WELCOME10)')).toBeInTheDocument();
  expect(screen.getByTestId('summary-service')).toHaveTextContent('€49.00');
  expect(screen.getByTestId('summary-total')).toHaveTextContent('€65.34');
  // The totals list holds only rows (no separator inside the <dl>).
  const list = screen.getByTestId('summary-total').closest('dl')!;
  expect([...list.children].every((child) => child.querySelector('dt') && child.querySelector('dd'))).toBe(true);
});

test('FIRSTORDER (any case) forces the toggles off and disabled; the summary shows the free order', async () => {
  signedIn(customerUser);
  mockApi(validate({ valid: true, code: 'FIRSTORDER', kind: 'free_order' }));
  renderAt(PATH);
  const wash = await screen.findByRole('checkbox', { name: /Car wash before return/ });
  await apply('FirstOrder');
  await waitFor(() => expect(wash).toBeDisabled());
  expect(screen.getByRole('checkbox', { name: /Interior\/exterior cleaning/ })).toBeDisabled();
  expect(screen.getAllByText('Not available with this discount code: your order is already free.')).toHaveLength(2);
  await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('€0.00'));
});

test('logging out clears the code', async () => {
  signedIn(customerUser);
  mockApi();
  useWizardStore.getState().setDiscount({ code: 'WELCOME10', kind: 'percent' });
  renderAt(PATH);
  expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
  act(() => useAuth.setState({ user: null, status: 'anonymous' }));
  await waitFor(() => expect(useWizardStore.getState().discount).toBeNull());
  expect(screen.queryByText('WELCOME10')).toBeNull();
});

test('German texts of the modals', async () => {
  await resetAll('de');
  useWizardStore.getState().setPackage(1);
  mockApi();
  renderAt(PATH);
  const input = await screen.findByRole('textbox', { name: 'Rabattcode' });
  fireEvent.change(input, { target: { value: 'WELCOME10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Der Rabattcode kann nicht eingelöst werden' });
  expect(within(dialog).getByRole('button', { name: 'Konto erstellen' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
});

import { Profiler } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useAuth } from '@chargevalet/platform';
import { useWizardStore } from '../../wizard/wizardStore';
import { callsTo, currentPath, customer, mockFetch, order, renderAt, resetAll, validUser, wizardUpToTimeSlots, type Handler } from '../../checkout/testing';
import { readLastOrder } from '../../checkout/lastOrder';
import { PaymentMethodStep } from './PaymentMethodStep';

const ROUTE = '/book-a-service/payment-method';
/** A card expiry (MMYY) two years from today: the dialog checks it against the browser's clock. */
const EXPIRY = (() => {
  const date = new Date();
  return `${String(date.getMonth() + 1).padStart(2, '0')}${String((date.getFullYear() + 2) % 100).padStart(2, '0')}`;
})();
const NOW = new Date('2026-11-22T12:00:00.000Z');
/** Pickup 23 Nov 10:00 Berlin (09:00Z): far enough from NOW. */
const farSlots = { pickup_time_slot: { date: '2026-11-23', time: '10:00' }, return_time_slot: null, pickup_date_time: '2026-11-23T09:00:00.000Z' };
const checkoutStart = {
  provider: 'sandbox',
  session_id: 'cs_sandbox_1',
  client_secret: 'secret_1',
  order_id: '6f1f7a3e-8a77-4b55-9c55-2e5d1f0d8a11',
  order_identity: 'CV-7K4Q2M',
  amount: 6400,
  currency: 'eur',
  hold_expires_at: '2026-11-22T12:30:00.000Z',
};

/** The API of the payment step: totals (6400 or 0), duplicate checks, placing calls; `extra` goes first. */
function api({ total = 6400, duplicated = [] as string[], extra }: { total?: number; duplicated?: string[]; extra?: Handler } = {}) {
  return mockFetch((url, body) => {
    const answer = extra?.(url, body);
    if (answer) return answer;
    if (url.includes('/api/order/cost-calculation/')) return { body: { data: { electricity_total: total ? 1500 : 0, service_total: total ? total - 1500 : 0, grand_total: total } } };
    if (url.endsWith('/email/validate/is-unique')) return { body: { status: duplicated.includes('email') ? 'duplicated' : 'ok' } };
    if (url.endsWith('/phone/validate/is-unique')) return { body: { status: duplicated.includes('phone') ? 'duplicated' : 'ok' } };
    if (url.endsWith('/api/payment/config')) return { body: { provider: 'sandbox', publishable_key: null } };
    if (url.endsWith('/api/guest/payment/stripe/start-checkout/embedded') || url.endsWith('/api/payment/stripe/start-checkout/embedded')) return { status: 201, body: { data: checkoutStart } };
    return undefined;
  });
}

/**
 * Renders the step and waits for the totals (the forward button is enabled once they are there). A guest then ticks
 * the terms as a user must (they start unticked) unless `acceptTerms` is false.
 */
async function renderStep(locale: 'en' | 'de' = 'en', { acceptTerms = true }: { acceptTerms?: boolean } = {}) {
  const result = await renderAt(<PaymentMethodStep />, ROUTE, locale);
  if (useWizardStore.getState().timeSlots) {
    await waitFor(() => expect(within(screen.getByTestId('wizard-nav')).getAllByRole('button').at(-1)).toBeEnabled());
    if (acceptTerms && !useAuth.getState().user) {
      await result.user.click(await screen.findByRole('checkbox', { name: /accept the terms and conditions|gelesen und akzeptiere sie/ }));
    }
  }
  return result;
}

const submit = (name: RegExp | string) => screen.getByRole('button', { name });
/** The toast showing `text` (an earlier test's toast may still be leaving). */
async function toastWith(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(
    () => {
      found = screen.getAllByTestId('toast').find((toast) => toast.textContent?.includes(text));
      expect(found).toBeDefined();
    },
    { timeout: 3000 },
  );
  return found!;
}

/** A fake clock (only Date is faked: the page's own timers, fetches and lazy chunks run as usual). */
const NOT_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: [...NOT_DATE] });
  resetAll();
  wizardUpToTimeSlots({ timeSlots: farSlots, step: 4 });
});
afterEach(() => {
  jest.useRealTimers();
});

test('redirects to the time slots without saved slots', async () => {
  api();
  useWizardStore.setState({ timeSlots: null });
  await renderStep();
  expect(currentPath()).toBe('/book-a-service/time-slots');
});

test('guest consents: the account consent starts ticked, the terms and marketing start unticked (the user must tick the terms); unticked they fail with validation.Required and nothing is placed', async () => {
  const fetchMock = api();
  const { user } = await renderStep('en', { acceptTerms: false });
  const createAccount = await screen.findByRole('checkbox', { name: /Create a customer account/ });
  const terms = screen.getByRole('checkbox', { name: /accept the terms and conditions/ });
  const marketing = screen.getByRole('checkbox', { name: /news and offers/ });
  expect(createAccount).toBeChecked();
  expect(terms).not.toBeChecked();
  expect(marketing).not.toBeChecked();
  expect(screen.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();

  await user.click(submit('Continue to payment'));
  await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(1));
  await user.click(createAccount);
  await user.click(submit('Continue to payment'));
  await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
  expect(callsTo(fetchMock, 'start-checkout')).toHaveLength(0);
  expect(callsTo(fetchMock, 'is-unique')).toHaveLength(0);
});

test('a signed-in customer sees no account consents', async () => {
  api();
  useAuth.setState({ user: customer, status: 'authenticated' });
  await renderStep();
  expect(await screen.findByRole('checkbox', { name: /news and offers/ })).not.toBeChecked();
  expect(screen.queryByRole('checkbox', { name: /Create a customer account/ })).not.toBeInTheDocument();
  expect(screen.getByText(/You order as Clara Kunde/)).toBeInTheDocument();
});

test('the pickup must be at least 75 minutes ahead at submit: warning and back to the time slots', async () => {
  const fetchMock = api();
  // fake clock 12:00Z; the pickup at 14:14 Berlin (13:14Z) is 74 minutes ahead (the page was left open)
  useWizardStore.setState({ timeSlots: { pickup_time_slot: { date: '2026-11-22', time: '14:00' }, return_time_slot: null, pickup_date_time: '2026-11-22T13:14:00.000Z' } });
  const { user } = await renderStep();
  await user.click(submit('Continue to payment'));
  expect(await toastWith('Some fields are incorrectly filled out or missing')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/time-slots'));
  expect(callsTo(fetchMock, 'is-unique')).toHaveLength(0);
});

test('75 minutes exactly is accepted (fake clock at the boundary)', async () => {
  const fetchMock = api();
  useWizardStore.setState({ timeSlots: { pickup_time_slot: { date: '2026-11-22', time: '14:30' }, return_time_slot: null, pickup_date_time: '2026-11-22T13:15:00.000Z' } });
  const { user } = await renderStep();
  await user.click(submit('Continue to payment'));
  expect(await screen.findByTestId('sandbox-checkout')).toBeInTheDocument();
  expect(callsTo(fetchMock, '/api/guest/payment/stripe/start-checkout/embedded')).toHaveLength(1);
});

test('user and car details are re-validated: warning and redirect to the step that owns them', async () => {
  api();
  useWizardStore.setState({ user: { ...validUser, surname: 'X' } });
  const first = await renderStep();
  await first.user.click(submit('Continue to payment'));
  expect(await toastWith('Some fields are incorrectly filled out or missing')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/user-details'));
  first.unmount();

  resetAll();
  api();
  wizardUpToTimeSlots({ timeSlots: farSlots });
  useWizardStore.setState((s) => ({ car: { ...s.car!, license_plate: '!!' } }));
  const second = await renderStep();
  await second.user.click(submit('Continue to payment'));
  expect(await toastWith('Some fields are incorrectly filled out or missing')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/car-and-order-details'));
});

test('a guest e-mail with an account: duplicatedWithLink message, warning, login opens; nothing placed', async () => {
  const fetchMock = api({ duplicated: ['email'] });
  const { user } = await renderStep();
  await user.click(submit('Continue to payment'));
  const warning = await toastWith('An account already exists for this e-mail address');
  expect(warning).toHaveTextContent('Please provide another e-mail address or Log In if you already have an account');
  const dialog = await screen.findByTestId('login-dialog');
  // the login dialog is modal: the page behind it is hidden from assistive technology meanwhile
  const inline = screen.getByTestId('duplicate-message');
  expect(inline).toHaveTextContent('An account already exists for this e-mail address. Please provide another e-mail address or log in');
  expect(within(inline).getByRole('link', { name: 'log in', hidden: true })).toHaveAttribute('href', '/login');
  expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue('gustav@example.com');
  expect(callsTo(fetchMock, '/email/validate/is-unique')).toEqual([{ email: 'gustav@example.com' }]);
  expect(callsTo(fetchMock, '/phone/validate/is-unique')).toEqual([{ phone: '+49 211 1234567' }]);
  expect(callsTo(fetchMock, 'start-checkout')).toHaveLength(0);
});

test('a guest phone with an account gets the phone wording (German)', async () => {
  api({ duplicated: ['phone'] });
  const { user } = await renderStep('de');
  await user.click(submit('Weiter zur Zahlung'));
  const warning = await toastWith('Für diese Telefonnummer gibt es bereits ein Konto');
  expect(warning).toHaveTextContent('Bitte gib eine andere Telefonnummer an oder melde dich an');
});

test('a free order is placed with POST /api/free-order/place and shows ?status=created', async () => {
  const placed = order({ is_free: true, payment_method: { method_code: 'free', status: 'none' }, estimated_grand_total: 0 });
  const fetchMock = api({ total: 0, extra: (url) => (url.endsWith('/api/free-order/place') ? { status: 201, body: { data: placed } } : undefined) });
  useWizardStore.setState({ discount: { code: 'FIRSTORDER', kind: 'free_order' } });
  const { user } = await renderStep();
  expect(await screen.findByRole('radio', { name: /No payment needed/ })).toBeChecked();
  await user.click(submit('Submit order'));
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/payment-method?status=created'));
  const [body] = callsTo(fetchMock, '/api/free-order/place') as [Record<string, unknown>];
  expect(body).toMatchObject({ payment_method: { method_code: 'free' }, discount_code: 'FIRSTORDER', create_account: true, accept_terms: true, marketing_consent: false });
  expect(readLastOrder()?.identity).toBe('CV-7K4Q2M');
  expect(callsTo(fetchMock, 'start-checkout')).toHaveLength(0);
});

test('a free order refused with message_template: toast Error with the template and a real log-in link', async () => {
  api({
    total: 0,
    extra: (url) =>
      url.endsWith('/api/free-order/place')
        ? { body: { error: { message_template: 'An account already exists for this e-mail address. Please {log_in_link} to place your order.' } } }
        : undefined,
  });
  const { user } = await renderStep();
  await user.click(await screen.findByRole('button', { name: 'Submit order' }));
  const error = await toastWith('to place your order.');
  expect(error).toHaveTextContent('Error');
  expect(error).toHaveTextContent('An account already exists for this e-mail address. Please log in to place your order.');
  const link = within(error).getByRole('link', { name: 'log in' });
  expect(link).toHaveAttribute('href', '/login');
  expect(error).not.toHaveTextContent('{log_in_link}');
  await user.click(link);
  expect(await screen.findByTestId('login-dialog')).toBeInTheDocument();
  expect(currentPath()).toBe(ROUTE);
});

test('card: start checkout (guest variant), then the sandbox dialog; the result returns with session_id', async () => {
  const fetchMock = api({ extra: (url) => (url.endsWith('/api/payment/sandbox/cs_sandbox_1/pay') ? { body: { data: { session_id: 'cs_sandbox_1', status: 'authorized' } } } : undefined) });
  const { user } = await renderStep();
  await user.click(submit('Continue to payment'));
  const dialog = await screen.findByTestId('sandbox-checkout');
  expect(within(dialog).getByText('Test mode')).toBeInTheDocument();
  expect(within(dialog).getByTestId('sandbox-amount')).toHaveTextContent('€64.00');
  const [start] = callsTo(fetchMock, '/api/guest/payment/stripe/start-checkout/embedded') as [Record<string, unknown>];
  expect(start).toMatchObject({ payment_method: { method_code: 'card' }, create_account: true, accept_terms: true, pickup_time_slot: { date: '2026-11-23', time: '10:00' } });

  await user.type(within(dialog).getByLabelText(/Card number/), '4242424242424242');
  await user.type(within(dialog).getByLabelText(/Expiry/), EXPIRY);
  await user.type(within(dialog).getByLabelText(/CVC/), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay €64.00' }));
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/payment-method?session_id=cs_sandbox_1'));
  expect(callsTo(fetchMock, '/api/payment/sandbox/cs_sandbox_1/pay')).toEqual([
    { client_secret: 'secret_1', card_number: '4242424242424242', expiry: `${EXPIRY.slice(0, 2)}/${EXPIRY.slice(2)}`, cvc: '123' },
  ]);
});

test('a signed-in customer starts the customer checkout; Previous clears the saved payment details', async () => {
  const fetchMock = api();
  useAuth.setState({ user: customer, status: 'authenticated' });
  useWizardStore.setState({ payment: { payment_method: 'card', marketing_consent: false } });
  const { user } = await renderStep();
  expect(await screen.findByRole('checkbox', { name: /news and offers/ })).not.toBeChecked();
  await user.click(submit('Continue to payment'));
  await screen.findByTestId('sandbox-checkout');
  expect(callsTo(fetchMock, '/api/payment/stripe/start-checkout/embedded').length).toBe(1);
  expect(callsTo(fetchMock, '/api/guest/')).toHaveLength(0);
  expect(callsTo(fetchMock, 'is-unique')).toHaveLength(0);
  expect(useWizardStore.getState().payment).toEqual({ payment_method: 'card', create_account: true, accept_terms: false, marketing_consent: false });

  await user.click(within(screen.getByTestId('sandbox-checkout')).getByRole('button', { name: 'Cancel' }));
  // Focus returns to the button that opened the dialog (not <body>).
  await waitFor(() => expect(submit('Continue to payment')).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(useWizardStore.getState().payment).toBeNull();
  expect(currentPath()).toBe('/book-a-service/time-slots');
});

test('with the Stripe provider the Embedded Checkout dialog opens instead of the sandbox', async () => {
  const mount = jest.fn();
  jest.doMock('@stripe/stripe-js', () => ({ loadStripe: async () => ({ createEmbeddedCheckoutPage: async () => ({ mount, destroy: jest.fn() }) }) }));
  api({
    extra: (url) => {
      if (url.endsWith('/api/payment/config')) return { body: { provider: 'stripe', publishable_key: 'pk_test_1' } };
      if (url.endsWith('/start-checkout/embedded')) return { status: 201, body: { data: { ...checkoutStart, provider: 'stripe', session_id: 'cs_test_1', client_secret: 'cs_test_1_secret' } } };
      return undefined;
    },
  });
  const { user } = await renderStep();
  await user.click(submit('Continue to payment'));
  expect(await screen.findByTestId('stripe-checkout')).toBeInTheDocument();
  await waitFor(() => expect(mount).toHaveBeenCalled());
  expect(screen.queryByTestId('sandbox-checkout')).not.toBeInTheDocument();
  jest.dontMock('@stripe/stripe-js');
});

test('a slot taken meanwhile (422 on pickup_time_slot): warning with the reason, back to the time slots', async () => {
  const reason = 'This time slot is no longer available. Please choose another one';
  api({ extra: (url) => (url.endsWith('/start-checkout/embedded') ? { status: 422, body: { message: reason, errors: { pickup_time_slot: [reason] } } } : undefined) });
  const { user } = await renderStep();
  await user.click(submit('Continue to payment'));
  const warning = await toastWith('Some fields are incorrectly filled out or missing');
  expect(warning).toHaveTextContent(reason);
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/time-slots'));
});

test("a change of the wizard's data that the step does not read re-renders nothing (it selects what it reads)", async () => {
  api();
  let commits = 0;
  await renderAt(
    <Profiler id="payment" onRender={() => (commits += 1)}>
      <PaymentMethodStep />
    </Profiler>,
    ROUTE,
  );
  await waitFor(() => expect(within(screen.getByTestId('wizard-nav')).getAllByRole('button').at(-1)).toBeEnabled());
  const before = commits;
  act(() => useWizardStore.getState().setStep(5));
  expect(commits).toBe(before);
});

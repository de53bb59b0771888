import { render, screen, waitFor, within } from '@testing-library/react';
import { useWizardStore } from '../wizard/wizardStore';
import { callsTo, currentPath, mockFetch, order, renderAt, resetAll, wizardUpToTimeSlots } from './testing';
import { SandboxCheckoutDialog } from '@chargevalet/platform';
import { CheckoutReturnPage, resetCompletions } from './CheckoutReturnPage';
import { readLastOrder, saveLastOrder } from './lastOrder';
import { MessageTemplate } from './MessageTemplate';

const checkout = {
  provider: 'sandbox' as const,
  session_id: 'cs_1',
  client_secret: 'sec_1',
  order_id: '6f1f7a3e-8a77-4b55-9c55-2e5d1f0d8a11',
  order_identity: 'CV-7K4Q2M',
  amount: 6400,
  currency: 'eur' as const,
  hold_expires_at: '2030-01-01T00:00:00.000Z',
};

beforeEach(() => {
  resetAll();
  resetCompletions();
});

/** MMYY of a month relative to today (the browser checks the expiry against its own clock). */
function expiryIn(months: number): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() + months);
  return `${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getFullYear() % 100).padStart(2, '0')}`;
}
const FUTURE_EXPIRY = expiryIn(24);
const FUTURE_EXPIRY_TEXT = `${FUTURE_EXPIRY.slice(0, 2)}/${FUTURE_EXPIRY.slice(2)}`;

describe('sandbox checkout dialog', () => {
  async function openDialog(answer: { status?: number; body: unknown }, locale: 'en' | 'de' = 'en') {
    const fetchMock = mockFetch((url) => (url.endsWith('/api/payment/sandbox/cs_1/pay') ? answer : undefined));
    const onResult = jest.fn();
    const onClose = jest.fn();
    const view = await renderAt(<SandboxCheckoutDialog checkout={checkout} open onResult={onResult} onClose={onClose} />, '/pay', locale);
    const dialog = await screen.findByTestId('sandbox-checkout');
    return { ...view, fetchMock, onResult, onClose, dialog };
  }

  async function pay(user: Awaited<ReturnType<typeof openDialog>>['user'], dialog: HTMLElement, card: string, labels: Record<'card' | 'expiry' | 'cvc' | 'pay', RegExp | string> = { card: /Card number/, expiry: /Expiry/, cvc: /CVC/, pay: 'Pay €64.00' }) {
    await user.type(within(dialog).getByLabelText(labels.card), card);
    await user.type(within(dialog).getByLabelText(labels.expiry), FUTURE_EXPIRY);
    await user.type(within(dialog).getByLabelText(labels.cvc), '123');
    await user.click(within(dialog).getByRole('button', { name: labels.pay }));
  }

  test('is clearly marked as test mode and names the test cards', async () => {
    const { dialog } = await openDialog({ body: {} });
    expect(within(dialog).getByTestId('test-mode-badge')).toHaveTextContent('Test mode');
    expect(dialog).toHaveTextContent('4242 4242 4242 4242 (succeeds)');
    expect(dialog).toHaveTextContent('4000 0000 0000 0002 (declined)');
    expect(within(dialog).getByTestId('sandbox-amount')).toHaveTextContent('€64.00');
    expect(dialog).toHaveTextContent('Order CV-7K4Q2M');
  });

  test('success: the card goes to the server, which authorises it', async () => {
    const { user, dialog, fetchMock, onResult } = await openDialog({ body: { data: { session_id: 'cs_1', status: 'authorized' } } });
    await pay(user, dialog, '4242424242424242');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('authorized'));
    expect(callsTo(fetchMock, '/pay')).toEqual([{ client_secret: 'sec_1', card_number: '4242424242424242', expiry: FUTURE_EXPIRY_TEXT, cvc: '123' }]);
    expect(within(dialog).getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
  });

  test('decline: the server decides, the dialog reports it (German)', async () => {
    const { user, dialog, fetchMock, onResult } = await openDialog({ body: { data: { session_id: 'cs_1', status: 'declined' } } }, 'de');
    expect(within(dialog).getByTestId('test-mode-badge')).toHaveTextContent('Testmodus');
    await pay(user, dialog, '4000 0000 0000 0002', { card: /Kartennummer/, expiry: /Gültig bis/, cvc: /Prüfnummer/, pay: /^64,00\s€ bezahlen$/ });
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('declined'));
    expect((callsTo(fetchMock, '/pay')[0] as { card_number: string }).card_number).toBe('4000000000000002');
  });

  test('an unknown card: the server 422 shows on the card number; invalid input never reaches the server', async () => {
    const message = 'Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).';
    const { user, dialog, fetchMock, onResult } = await openDialog({ status: 422, body: { message, errors: { card_number: [message] } } });
    await user.click(within(dialog).getByRole('button', { name: 'Pay €64.00' }));
    expect(await within(dialog).findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the expiry as MM/YY')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/pay')).toHaveLength(0);

    await pay(user, dialog, '5555555555554444');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(onResult).not.toHaveBeenCalled();
  });

  test('a number failing the Luhn check and an expiry in the past are refused in the browser; the placeholder follows the language', async () => {
    const { user, dialog, fetchMock } = await openDialog({ body: { data: { session_id: 'cs_1', status: 'authorized' } } }, 'de');
    expect(within(dialog).getByLabelText(/Gültig bis/)).toHaveAttribute('placeholder', 'MM/JJ');
    await user.type(within(dialog).getByLabelText(/Kartennummer/), '4242424242424241');
    await user.type(within(dialog).getByLabelText(/Gültig bis/), expiryIn(-1));
    await user.type(within(dialog).getByLabelText(/Prüfnummer/), '123');
    await user.click(within(dialog).getByRole('button', { name: /bezahlen$/ }));
    expect(await within(dialog).findByText('Bitte gib eine gültige Kartennummer ein')).toBeInTheDocument();
    expect(within(dialog).getByText('Diese Karte ist abgelaufen')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/pay')).toHaveLength(0);
  });
});

describe('return from checkout and result view', () => {
  const ROUTE = '/book-a-service/payment-method';

  function completeApi(answer: { status?: number; body: unknown }) {
    return mockFetch((url) => (url.endsWith('/api/payment/stripe/complete-checkout/cs_1') ? answer : undefined));
  }

  test('?session_id completes the checkout, shows ?status=created with the order and clears the wizard', async () => {
    wizardUpToTimeSlots({ timeSlots: { pickup_time_slot: { date: '2026-11-24', time: '09:00' }, return_time_slot: null } });
    const fetchMock = completeApi({ body: { data: order() } });
    await renderAt(<CheckoutReturnPage />, `${ROUTE}?session_id=cs_1`);
    await waitFor(() => expect(currentPath()).toBe(`${ROUTE}?status=created`));
    expect(callsTo(fetchMock, 'complete-checkout/cs_1')).toEqual([
      { session_id: 'cs_1', orderData: { package_id: 1, time_slots: { pickup_time_slot: { date: '2026-11-24', time: '09:00' }, return_time_slot: null } } },
    ]);
    const result = await screen.findByTestId('order-result');
    expect(within(result).getByRole('heading', { level: 1 })).toHaveTextContent('Thank you! Your order is placed');
    // focus had gone with the payment dialog: the result's heading takes it (keyboard users start there)
    expect(within(result).getByRole('heading', { level: 1 })).toHaveFocus();
    expect(within(result).getByTestId('order-identity')).toHaveTextContent('CV-7K4Q2M');
    // One label and one colour per state everywhere (the tracking page says the same): created is grey (SPEC §4).
    expect(within(result).getByTestId('order-state')).toHaveTextContent('Received');
    expect(within(within(result).getByTestId('order-state')).getByText('Received')).toHaveAttribute('data-palette', 'gray');
    expect(within(result).getByTestId('order-pickup')).toHaveTextContent('November 24, 09:00');
    expect(within(result).getByTestId('order-return')).toHaveTextContent('As soon as the car is ready');
    expect(result).toHaveTextContent('What happens next');
    expect(result).toHaveTextContent('gustav@example.com');
    // the guest did not ask for an account (no consent saved): no word of one
    expect(result).not.toHaveTextContent('set the password of your new account');
    // A guest tracks the order with its number already filled in.
    expect(within(result).getByRole('link', { name: 'Track my order' })).toHaveAttribute('href', '/track-my-number?number=CV-7K4Q2M');
    await waitFor(() => expect(useWizardStore.getState().packageId).toBeNull());
    expect(useWizardStore.getState().timeSlots).toBeNull();
  });

  test('a guest who asked for an account is told about the e-mail to set its password', async () => {
    wizardUpToTimeSlots({
      timeSlots: { pickup_time_slot: { date: '2026-11-24', time: '09:00' }, return_time_slot: null },
      payment: { payment_method: 'card', create_account: true, accept_terms: true },
    });
    completeApi({ body: { data: order() } });
    await renderAt(<CheckoutReturnPage />, `${ROUTE}?session_id=cs_1`);
    const result = await screen.findByTestId('order-result');
    await waitFor(() => expect(useWizardStore.getState().payment).toBeNull());
    expect(result).toHaveTextContent('We have sent you an e-mail to set the password of your new account.');
  });

  test('a declined payment: the order is shown cancelled, the toast carries the server message, the wizard is kept', async () => {
    wizardUpToTimeSlots({ timeSlots: { pickup_time_slot: { date: '2026-11-24', time: '09:00' }, return_time_slot: null } });
    const message = 'The payment was declined. Your order has been cancelled; please try again with another card.';
    completeApi({ body: { data: order({ state: 'cancelled' }), error: { message_template: message } } });
    const { user } = await renderAt(<CheckoutReturnPage />, `${ROUTE}?session_id=cs_1`, 'de');
    await waitFor(() => expect(currentPath()).toBe(`${ROUTE}?status=cancelled`));
    const result = await screen.findByTestId('order-result');
    expect(within(result).getByTestId('order-state')).toHaveTextContent('Storniert');
    expect(within(result).getByRole('heading', { level: 1 })).toHaveTextContent('Dein Auftrag wurde storniert');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Fehler');
    expect(toast).toHaveTextContent(message);
    expect(useWizardStore.getState().packageId).toBe(1);
    await user.click(within(result).getByRole('button', { name: 'Erneut versuchen' }));
    expect(currentPath()).toBe(ROUTE);
  });

  test('a failed completion (still open) offers a retry and shows the error', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (!url.endsWith('/complete-checkout/cs_1')) return undefined;
      calls += 1;
      return calls === 1 ? { status: 409, body: { message: 'The payment has not been completed yet.' } } : { body: { data: order() } };
    });
    const { user } = await renderAt(<CheckoutReturnPage />, `${ROUTE}?session_id=cs_1`);
    expect(await screen.findByTestId('complete-failed')).toHaveTextContent('The payment has not been completed yet.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentPath()).toBe(`${ROUTE}?status=created`));
  });

  test('?status without a stored order shows the state in words', async () => {
    mockFetch(() => undefined);
    saveLastOrder(order({ state: 'created' }));
    await renderAt(<CheckoutReturnPage />, `${ROUTE}?status=cancelled`);
    expect(screen.getByTestId('order-status-only')).toHaveTextContent('Your order has the status “Cancelled”.');
    expect(readLastOrder()?.state).toBe('created');
  });
});

test('message templates get a real link in place of {log_in_link}', () => {
  render(<MessageTemplate template="Please {log_in_link} to place your order." link={<a href="/login">log in</a>} />);
  expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  expect(document.body).toHaveTextContent('Please log in to place your order.');
});

test('German and English texts of steps 4-5 and the checkout have the same keys', async () => {
  const { timeSlotsTexts } = await import('../steps/time-slots/texts');
  const { paymentTexts } = await import('../steps/payment-method/texts');
  const { checkoutTexts } = await import('./texts');
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix];
  for (const texts of [timeSlotsTexts, paymentTexts, checkoutTexts]) {
    expect(keys(texts.de).sort()).toEqual(keys(texts.en).sort());
  }
});

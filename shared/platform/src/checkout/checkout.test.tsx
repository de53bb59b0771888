import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderRemoteAt } from '../testing/renderRemoteAt';
import { mockApi } from '../testing/mockApi';
import { SandboxCheckoutDialog } from '.';
import { formatCardNumber, formatExpiry } from './SandboxCheckoutDialog';
import { checkoutTexts } from './texts';

const checkout = { session_id: 'cs_1', client_secret: 'sec_1', order_identity: 'CV-7K4Q2M', amount: 900 };

/** The provider's checkout dialogs (issue 30: one source for the booking and an order's open amount). */
describe('checkout dialogs', () => {
  test('input formatting', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42x')).toBe('4242 42');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  test.each([
    ['en', 'Amount to pay', 'Pay €9.00'],
    ['de', 'Zu zahlender Betrag', /^9,00\s€ bezahlen$/],
  ] as const)('an open amount is paid, not reserved (%s)', async (locale, label, pay) => {
    mockApi();
    await renderRemoteAt(() => <SandboxCheckoutDialog checkout={checkout} purpose="pay" open onResult={() => undefined} onClose={() => undefined} />, '/orders/x', locale);
    const dialog = await screen.findByTestId('sandbox-checkout');
    expect(dialog).toHaveTextContent(label);
    expect(within(dialog).getByRole('button', { name: pay })).toBeInTheDocument();
  });

  test('German and English texts have the same keys', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix];
    expect(keys(checkoutTexts.de).sort()).toEqual(keys(checkoutTexts.en).sort());
  });
});

describe('Stripe provider (Embedded Checkout behind the provider switch)', () => {
  test('loads Stripe with the publishable key and mounts Embedded Checkout with the client secret', async () => {
    const mount = jest.fn();
    const destroy = jest.fn();
    const createEmbeddedCheckoutPage = jest.fn(async () => ({ mount, destroy }));
    const loadStripe = jest.fn(async () => ({ createEmbeddedCheckoutPage }));
    jest.doMock('@stripe/stripe-js', () => ({ loadStripe }));
    const { StripeCheckoutDialog } = await import('./StripeCheckoutDialog');
    mockApi();
    await renderRemoteAt(() => <StripeCheckoutDialog checkout={{ client_secret: 'cs_secret_x' }} publishableKey="pk_test_123" open onClose={() => undefined} />, '/pay');
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(createEmbeddedCheckoutPage).toHaveBeenCalledWith({ clientSecret: 'cs_secret_x' });
    expect(mount.mock.calls[0]![0]).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('stripe-checkout')).not.toHaveTextContent('Test mode');
    cleanup();
    expect(destroy).toHaveBeenCalled();
    jest.dontMock('@stripe/stripe-js');
  });
});

import { contactManagerRequestSchema, customerOrderPaths, customerOrdersQuerySchema, CUSTOMER_ACTIVE_STATES } from './customer';

const issue = (message: unknown) => {
  const parsed = contactManagerRequestSchema.safeParse({ message });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the customer's order calls", () => {
  it('a message keeps line breaks and tabs (CR LF becomes LF), is trimmed, 1 to 2000 characters', () => {
    expect(contactManagerRequestSchema.parse({ message: '  Hallo\r\nzweite Zeile\r\tEnde  ' })).toEqual({ message: 'Hallo\nzweite Zeile\n\tEnde' });
    expect(issue('x'.repeat(2000))).toBeNull();
    expect(issue('x'.repeat(2001))).toBe('validation.contactMessageMax');
    expect(issue(' \n\t ')).toBe('validation.contactMessageRequired');
    expect(issue(undefined)).toBe('validation.contactMessageRequired');
  });

  it('every other control character is refused', () => {
    for (const char of ['\u0000', '\u0007', '\u001b', '\u007f', '\u009b']) expect([char, issue(`a${char}b`)]).toEqual([char, 'validation.controlCharacters']);
  });

  it('pages from 1; paths; active means not yet returned or cancelled', () => {
    expect(customerOrdersQuerySchema.parse({})).toEqual({ page: 1 });
    expect(customerOrdersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect([customerOrderPaths.orders(), customerOrderPaths.orders(3), customerOrderPaths.contactManager('CV-1/2')]).toEqual([
      '/api/customer/orders',
      '/api/customer/orders?page=3',
      '/api/customer/order/CV-1%2F2/contact-manager',
    ]);
    expect(CUSTOMER_ACTIVE_STATES).toEqual(['created', 'assigned', 'on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'parked']);
  });
});

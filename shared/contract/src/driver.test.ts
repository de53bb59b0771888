import { driverOrdersQuerySchema, handoverFieldsSchema } from './driver';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe("the driver's requests", () => {
  it('handover notes keep line breaks, are trimmed, and refuse other control characters', () => {
    const fields = { kind: 'pickup', mileage: '12000', charge_level: '40' };
    expect(handoverFieldsSchema.parse({ ...fields, notes: ' Kratzer\r\nhinten links ' }).notes).toBe('Kratzer\nhinten links');
    expect(handoverFieldsSchema.parse(fields).notes).toBe('');
    expect(messages(handoverFieldsSchema.safeParse({ ...fields, notes: 'a\u0000b' }))).toEqual(['validation.controlCharacters']);
  });

  it('asks for days that exist', () => {
    expect(driverOrdersQuerySchema.safeParse({ from: '2026-11-24', to: '2026-11-30' }).success).toBe(true);
    expect(messages(driverOrdersQuerySchema.safeParse({ from: '2026-11-24', to: '2026-11-31' }))).toEqual(['validation.dateRangeInvalid']);
  });
});

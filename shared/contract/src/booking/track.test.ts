import { trackOrderRequestSchema, trackOrderResponseSchema } from './track';

const issues = (body: unknown) =>
  trackOrderRequestSchema.safeParse(body).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

test('the number plus exactly one of licence plate or e-mail', () => {
  expect(trackOrderRequestSchema.parse({ identity: ' CV-7K4Q2M ', license_plate: ' D CV 1234 ' })).toEqual({ identity: 'CV-7K4Q2M', license_plate: 'D CV 1234' });
  expect(trackOrderRequestSchema.parse({ identity: 'CV-7K4Q2M', email: ' Erika@Example.COM ' })).toEqual({ identity: 'CV-7K4Q2M', email: 'erika@example.com' });
  expect(issues({ identity: 'CV-7K4Q2M' })).toEqual(['license_plate:validation.trackSecondFactor']);
  expect(issues({ identity: 'CV-7K4Q2M', email: 'a@b.de', license_plate: 'D CV 1' })).toEqual(['license_plate:validation.trackSecondFactor']);
});

test('field rules and their message keys', () => {
  expect(issues({ identity: '', email: 'a@b.de' })).toEqual(['identity:validation.required']);
  expect(issues({ identity: 'CV#1', email: 'a@b.de' })).toEqual(['identity:validation.orderNumberInvalid']);
  expect(issues({ identity: 'C'.repeat(33), email: 'a@b.de' })).toEqual(['identity:validation.orderNumberInvalid']);
  expect(issues({ identity: 'CV-1', email: 'nope' })).toEqual(['email:validation.emailInvalid']);
  expect(issues({ identity: 'CV-1', license_plate: 'D' })).toEqual(['license_plate:validation.licensePlate']);
  expect(issues({ identity: 'CV-1', license_plate: 'D.CV.12' })).toEqual(['license_plate:validation.licensePlateLatin']);
});

test('the response is the PII-free view', () => {
  const data = { identity: 'CV-7K4Q2M', state: 'charging', pickup_time_slot: { date_time: '2026-03-05T13:30:00.000Z' }, return_time_slot: null };
  expect(trackOrderResponseSchema.parse({ data })).toEqual({ data });
  expect(trackOrderResponseSchema.safeParse({ data: { ...data, state: 'lost' } }).success).toBe(false);
});

import { z } from 'zod';
import { guestOrderRequestSchema } from '.';

it('the contract keeps zod’s compiled parsers on in Node, where no CSP forbids eval (the API validates with them)', () => {
  expect(z.config().jitless).toBe(false);
  // the compiled parser answers as the interpreted one: a missing field is the same issue at the same path
  const jit = guestOrderRequestSchema.safeParse({});
  const interpreted = guestOrderRequestSchema.safeParse({}, { jitless: true });
  expect(jit.success).toBe(false);
  expect(jit.error?.issues.map(({ path, code }) => [path.join('.'), code])).toEqual(interpreted.error?.issues.map(({ path, code }) => [path.join('.'), code]));
});

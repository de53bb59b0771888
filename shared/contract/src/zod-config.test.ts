import { z } from 'zod';
import '.';

it('the contract turns zod’s eval-based parsers off (the CSP forbids eval)', () => {
  expect(z.config().jitless).toBe(true);
});

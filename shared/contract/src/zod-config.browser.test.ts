/**
 * @jest-environment jsdom
 */
import { z } from 'zod';
import '.';

it('the contract turns zod’s eval-based parsers off in a page (the CSP forbids eval)', () => {
  expect(z.config().jitless).toBe(true);
});

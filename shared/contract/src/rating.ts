import { z } from 'zod';
import { msg } from './messages';

/**
 * Rating the driver (issue 15, SPEC §2 "rate the driver", §5, §7, §8). Customers only (another role: 403); a request
 * that is not the caller's: 404. POSTs need the CSRF header.
 *
 * | call | method, path | body | 200 answer | other |
 * |---|---|---|---|---|
 * | open requests | GET /api/customer/driver/rate-requests | – | `{ data: RateRequest[] }` oldest first (the browser polls every `RATE_REQUEST_POLL_MS`) | 401, 403 |
 * | rate | POST /api/customer/driver/rate/{id} | `rateDriverSchema` `{ rate, feedback }` | `{ status: 'rated' }` | 404; 422 fields; 422 `errors.rate` `rateRequestAnswered` when already answered |
 * | not now | POST /api/customer/driver/rate/{id}/cancel | – | `{ status: 'cancelled' }` | 404; 422 answered |
 *
 * A request is created when an order becomes `returned` (its customer, its driver) and is answered once: rated or
 * cancelled. Managers see each driver's average and last comments in the driver details.
 */
// The paths and limits are zod-free (rating-core.ts, part of @chargevalet/contract/core).
import { FEEDBACK_MAX, RATE_MAX, RATE_MIN } from './rating-core';
export * from './rating-core';

/** SPEC §3 Driver rate request: id, driver.name (the first name only: the customer knows no more of the driver). */
export const rateRequestSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_identity: z.string(),
  driver: z.object({ name: z.string() }),
  created_at: z.string(),
});
export type RateRequest = z.infer<typeof rateRequestSchema>;
export const rateRequestsResponseSchema = z.object({ data: z.array(rateRequestSchema) });

export const rateRequestParamsSchema = z.object({ id: z.uuid(msg('idInvalid')) });

/** Feedback may span lines; other control characters are refused like everywhere else. */
const feedbackText = z.string(msg('invalidType')).regex(/^(?:[\n\r\t]|\P{Cc})*$/u, msg('controlCharacters'));

/** SPEC §5: at least one star (an integer 1-5); feedback at most 1000 characters (optional, trimmed). */
export const rateDriverSchema = z.object({
  rate: z.number(msg('rateRequired')).int(msg('rateRequired')).min(RATE_MIN, msg('rateRequired')).max(RATE_MAX, msg('rateRequired')),
  feedback: feedbackText.trim().max(FEEDBACK_MAX, msg('feedbackMax')).optional().default(''),
});
export type RateDriverInput = z.input<typeof rateDriverSchema>;

export const rateAnswerResponseSchema = z.object({ status: z.enum(['rated', 'cancelled']) });
export type RateAnswer = z.infer<typeof rateAnswerResponseSchema>;

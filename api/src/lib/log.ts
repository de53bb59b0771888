import pino from 'pino';
import { sqlState } from '../db/client';

/**
 * Personal data never reaches the log (issue 11): these fields are redacted wherever they appear one or two levels
 * down, beside the cookies and the CSRF header.
 */
const PERSONAL = ['email', 'phone', 'password', 'first_name', 'last_name', 'firstName', 'lastName', 'street', 'billing_address', 'address', 'license_plate', 'to', 'recipient'];
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...PERSONAL.flatMap((field) => [`*.${field}`, `*.*.${field}`]),
];

/**
 * Error serializer: a database error (it has a SQLSTATE) is logged by its code and the names it concerns only.
 * Its message, detail and the failed query carry the parameters (names, e-mails, addresses), so they stay out,
 * as does the first line of its stack, which repeats the message.
 */
export function serializeError(error: Error): { [key: string]: unknown; type: string; message: string; stack: string } {
  const code = sqlState(error);
  if (code === undefined) return pino.stdSerializers.err(error);
  const cause = ((error as { cause?: unknown }).cause ?? error) as { constraint?: string; table?: string; column?: string; routine?: string };
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: error.constructor.name,
    message: `database error ${code}`,
    code,
    constraint: cause.constraint,
    table: cause.table,
    column: cause.column,
    routine: cause.routine,
    stack: frames.join('\n'),
  };
}

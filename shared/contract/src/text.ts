import { z } from 'zod';
import { msg } from './messages';

/**
 * A string without control characters; `error` is the message for a missing or non-string value. Control
 * characters (C0, DEL, C1) have no place in any text a person types, and PostgreSQL refuses NUL outright: every
 * string of a request (body, query, path) is built on this one rule.
 */
export const text = (error?: string) => z.string(error).regex(/^\P{Cc}*$/u, msg('controlCharacters'));

/**
 * Text typed into a textarea: `text()` that also keeps line breaks and tabs (CR LF and CR become LF); every other
 * control character is refused the same way.
 */
export const multilineText = (error?: string) =>
  z
    .string(error)
    .regex(/^(?:\P{Cc}|[\n\r\t])*$/u, msg('controlCharacters'))
    .transform((value) => value.replace(/\r\n?/g, '\n'));

import { isApiError } from './api';
import { translateError } from './i18n';

/** The message the server sent with a refusal (translated if it is a message key); undefined when it sent none. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message ? translateError(body.message) : undefined;
}

import pino from 'pino';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
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

// pino's own censor text (REDACT_PATHS), so that a redacted value reads the same whichever way it went
const REDACTED = '[Redacted]';
/**
 * Query parameters and body fields whose whole value is a person's (a manager's search types names into `query`).
 * Not `to`: in a query string it is the end of a date range (a mail's recipient still loses its address to EMAIL).
 */
const PERSONAL_KEYS = new Set([...PERSONAL.filter((field) => field !== 'to'), 'name', 'query', 'q', 'search', 'notes', 'message', 'customer_name', 'customer_email', 'customer_phone', 'plate']);
const EMAIL = /[^\s@/?&=#,;:"'<>()]+@[^\s@/?&=#,;:"'<>()]+\.[^\s@/?&=#,;:"'<>()]+/gu;
/** A phone number: + or 0 first, then at least 6 more digits with spaces, dots, slashes, dashes or brackets between. */
const PHONE = /(?<![\w-])(?:\+|0)\d?(?:[\s./()-]*\d){6,}/g;
/** Values that are no person's: ids, dates and times (a phone pattern would take them for numbers). */
const NOT_PERSONAL = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)$/i;
/** A German number plate: district (1–3 letters), letters (1–2), digits (1–4), optional E or H (D CV 1234, D-CV-1234). */
const PLATE = /\b[A-ZÄÖÜ]{1,3}[\s-]+[A-Z]{1,2}[\s-]*\d{1,4}[EH]?\b/gu;

/** Free text with e-mail addresses, phone numbers and number plates replaced. */
export const redactText = (text: string): string =>
  NOT_PERSONAL.test(text) ? text : text.replace(EMAIL, REDACTED).replace(PLATE, REDACTED).replace(PHONE, REDACTED);

/**
 * The one redaction of what a request carries before it is logged (issue 33: manager searches put e-mails and phone
 * numbers into logged URLs): a personal field's value goes whole, every other string loses the e-mails, phone
 * numbers and plates it contains.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, PERSONAL_KEYS.has(key) && item !== null && item !== undefined ? REDACTED : redactValue(item, depth + 1)]));
}

/** A URL with its query string redacted parameter by parameter; the path (ids, order numbers) loses e-mails only. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url.replace(EMAIL, REDACTED);
  const params = new URLSearchParams(url.slice(mark + 1));
  const encodedMark = encodeURIComponent(REDACTED);
  const redacted = [...params].map(([key, value]) => `${encodeURIComponent(key)}=${PERSONAL_KEYS.has(key) ? REDACTED : encodeURIComponent(redactText(value)).replaceAll(encodedMark, REDACTED)}`);
  return `${url.slice(0, mark).replace(EMAIL, REDACTED)}?${redacted.join('&')}`;
}

/** pino serializers: the request's URL, and any `body`, `query` or `url` a log line carries, pass `redactValue`. */
export const REDACTING_SERIALIZERS = {
  // Fastify's own request serializer, with the URL redacted
  req: (req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
  body: (body: unknown) => redactValue(body),
  query: (query: unknown) => redactValue(query),
  params: (params: unknown) => redactValue(params),
};

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * A request's child logger, made on its first call that logs. pino writes a child's bindings through every
 * redaction path when it makes one, a measurable share of a small signed-in GET (the bench's orders list), while
 * most requests log nothing at the configured level. What is logged is exactly what the child would log.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  private log(level: Level, args: unknown[]): void {
    if (this.#child || this.parent.isLevelEnabled(level)) (this.real[level] as (...rest: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child, unless the route sets a level of its own (then pino decides). */
export const lazyChildLoggerFactory: ChildLoggerFactory = (logger, bindings, options) => {
  const parent = logger as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  if (typeof parent.isLevelEnabled !== 'function' || options.level !== undefined) return logger.child(bindings, options);
  return new LazyChildLogger(parent as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }, bindings, options) as unknown as FastifyBaseLogger;
};

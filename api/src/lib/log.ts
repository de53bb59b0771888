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

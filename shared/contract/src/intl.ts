/**
 * Intl formatters, built once per locale and options and reused: building one costs about a millisecond on a phone
 * (more with a time zone), and a list of orders or packages formats a price or a time in every row (issue 29: the
 * wizard's first page spent 80 ms of its hydration building the same euro format).
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function reused<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, create: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  reused('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  reused('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

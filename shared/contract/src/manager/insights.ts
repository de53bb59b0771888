import { z } from 'zod';
import { msg } from '../messages';
import { dayRule } from '../booking/time-slots';
import { centsSchema } from '../booking/catalog';
import { managerOrdersQuerySchema } from '../orders/dispatch';
import type { Locale } from '../locale';

// The routes and URLs are zod-free (insights-core.ts, part of @chargevalet/contract/core).
export * from './insights-core';

/**
 * The numbers of the business (issue 16), managers only:
 *
 * | call | method, path | request | 200 answer |
 * |---|---|---|---|
 * | stats | GET /api/manager/stats?from=&to= | `statsQuerySchema` (Berlin dates; default the 56 days up to today) | `statsResponseSchema` |
 * | CSV export | GET /api/manager/orders/export.csv?query&state&date&sort | the list's filter (`ordersExportQuerySchema`) | `text/csv` attachment, streamed |
 */

/** The longest span the stats answer for (one row per day). */
export const STATS_MAX_DAYS = 366;
/** Without `from` and `to`: the last 8 weeks up to today. */
export const STATS_DEFAULT_DAYS = 56;
/** Revenue is shown for this many weeks, ending with the week of `to`. */
export const STATS_REVENUE_WEEKS = 8;

export const statsQuerySchema = z
  .object({ from: dayRule(msg('dateInvalid')).optional(), to: dayRule(msg('dateInvalid')).optional() })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000;
    if (Number.isNaN(days) || days < 0 || days >= STATS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: msg('statsRangeInvalid') });
  });
export type StatsQuery = z.input<typeof statsQuerySchema>;

const share = z.number().min(0).max(1);

export const managerStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Orders placed per Berlin day (every day of the range, zeros included). */
  orders_per_day: z.array(z.object({ date: z.string(), orders: z.number().int().nonnegative() })),
  /** Money received (captured payments, cents) per week (Monday, Berlin) of the pickup, the 8 weeks up to `to`. */
  revenue_per_week: z.array(z.object({ week_start: z.string(), revenue: centsSchema, orders: z.number().int().nonnegative() })),
  /** Per day: the active drivers' booked slots ÷ their available (not blocked) slots; null without any. */
  utilisation_per_day: z.array(
    z.object({ date: z.string(), booked: z.number().int().nonnegative(), available: z.number().int().nonnegative(), ratio: share.nullable() }),
  ),
  /** Drivers' average rating: null while ratings are not recorded (no ratings table yet). */
  average_rating: z.number().nullable(),
  /** Of the orders placed in the range (cancelled ones included): free ones and discounted (not free) ones. */
  orders_total: z.number().int().nonnegative(),
  free_orders: z.number().int().nonnegative(),
  discounted_orders: z.number().int().nonnegative(),
  free_share: share.nullable(),
  discounted_share: share.nullable(),
});
export type ManagerStats = z.infer<typeof managerStatsSchema>;
export const statsResponseSchema = z.object({ data: managerStatsSchema });

/** The orders list's filter without the page: every matching order, in the list's order. */
export const ordersExportQuerySchema = managerOrdersQuerySchema.omit({ page: true, pageSize: true });
export type OrdersExportQuery = z.input<typeof ordersExportQuerySchema>;


/** Cells a spreadsheet would run as a formula start with one of these; the export prefixes them with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a separator (comma or semicolon), quote or line break; formula
 * starts defused.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV a spreadsheet in the manager's language opens as columns: German Excel splits at ';' and reads decimal
 * commas, English at ',' with decimal points.
 */
export const CSV_FORMATS = {
  de: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
} as const satisfies Record<Locale, { separator: string; decimal: string }>;

export const csvRow = (cells: readonly (string | number | boolean | null | undefined)[], separator: ',' | ';' = ','): string =>
  `${cells.map(csvCell).join(separator)}\r\n`;

/**
 * A cell a spreadsheet keeps as text as it stands (a phone number: no number with its leading 0 dropped, no formula
 * from its +), without the visible apostrophe: it starts with an invisible word joiner (U+2060).
 */
export const csvText = (value: string): string => (value ? `\u2060${value}` : '');

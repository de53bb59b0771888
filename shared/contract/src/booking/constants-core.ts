import type { Locale } from '../locale';
/** SPEC §3 car types, with the labels the booking form shows. */
export const CAR_TYPES = ['electric', 'plugin_hybrid'] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** SPEC §3 service ids: 1 return type (select), 2 car wash (toggle), 3 interior/exterior cleaning (toggle). */
export const SERVICE_IDS = { returnType: 1, carWash: 2, cleaning: 3 } as const;
export type ServiceId = (typeof SERVICE_IDS)[keyof typeof SERVICE_IDS];
export const SERVICE_INPUT_TYPES = ['select', 'toggle'] as const;
export type ServiceInputType = (typeof SERVICE_INPUT_TYPES)[number];

/**
 * Ids of the options (service attributes) the customer can choose; `selected_services` holds these.
 * Return-type options 1-4 (3 and 4 are mailbox returns, SPEC §3), then the wash and cleaning options.
 */
export const SERVICE_OPTION_IDS = {
  returnKeyInPerson: 1,
  returnKeyAtReception: 2,
  returnMailbox: 3,
  returnMailboxParkingSpace: 4,
  carWash: 5,
  cleaning: 6,
} as const;
/** Return-type options meaning "car parked, key in the mailbox" (SPEC §3: ids 3 or 4). */
export const MAILBOX_RETURN_TYPE_IDS = [3, 4] as const;
export const isMailboxReturn = (returnTypeId: number | null | undefined): boolean =>
  (MAILBOX_RETURN_TYPE_IDS as readonly number[]).includes(returnTypeId ?? -1);

/** SPEC §3/§9: charging level preselected when none is chosen. */
export const DEFAULT_CHARGING_LEVEL_ID = 6;

/** SPEC §9: a pickup must start at least this many minutes from now. */
export const PICKUP_LEAD_MINUTES = 75;

/** DESIGN §4 slot grid: every slot is a wall-clock time in this zone; instants are stored in UTC. */
export const SERVICE_TIME_ZONE = 'Europe/Berlin';
/** First slot start and end of service hours; the last slot starts 30 minutes before the end (20:30). */
export const SERVICE_HOURS_START = '07:00';
export const SERVICE_HOURS_END = '21:00';
export const SLOT_MINUTES = 30;
/** The grid's slot start times of every day: 07:00, 07:30, …, 20:30 (the server's slots and the staff's pickers). */
export const SLOT_TIMES: readonly string[] = (() => {
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let minutes = minutesOf(SERVICE_HOURS_START); minutes < minutesOf(SERVICE_HOURS_END); minutes += SLOT_MINUTES) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return times;
})();
/** Days offered: today and the next 13. */
export const SLOT_DAYS_AHEAD = 14;
/** A return slot lies at most this many days after the pickup slot. */
export const RETURN_MAX_DAYS_AFTER_PICKUP = 3;
/** Slot groups by start time: morning before 12:00, afternoon before 17:00, evening after. */
export const TIME_GROUPS = ['morning', 'afternoon', 'evening'] as const;
export type TimeGroupName = (typeof TIME_GROUPS)[number];
export const AFTERNOON_STARTS = '12:00';
export const EVENING_STARTS = '17:00';

/** SPEC §2/§9: below this width the order summary becomes a bottom modal. */
export const ORDER_SUMMARY_BREAKPOINT = 968;

/** SPEC §9: five package gradient colours, chosen by the package's position (wrapping after five). */
export const PACKAGE_GRADIENTS = [
  // White text stays at ≥ 4.5:1 on every point of each gradient (WCAG AA; the lighter ends used to give 1.7–2.6:1),
  // the description at 90 % opacity too (the amber end #b45309 gave it 4.4:1).
  'linear-gradient(135deg, #134e4a 0%, #0f766e 100%)',
  'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 100%)',
  'linear-gradient(135deg, #5b21b6 0%, #7c3aed 100%)',
  'linear-gradient(135deg, #92400e 0%, #a84b08 100%)',
  'linear-gradient(135deg, #881337 0%, #be123c 100%)',
] as const;
export const packageGradient = (position: number): string =>
  PACKAGE_GRADIENTS[((position % PACKAGE_GRADIENTS.length) + PACKAGE_GRADIENTS.length) % PACKAGE_GRADIENTS.length]!;

/** Payment methods of the payment step; `free` is used when the grand total is zero (free-order call). */
export const PAYMENT_METHOD_CODES = ['card', 'free'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** Discount code kinds (DESIGN §4) and the well-known first-order code (SPEC §4). */
export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_order'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const FIRST_ORDER_CODE = 'FIRSTORDER';
export const DISCOUNT_CODE_MIN = 3;
export const DISCOUNT_CODE_MAX = 32;

/** Field limits of SPEC §9. */
export const LICENSE_PLATE_MIN = 3;
export const LICENSE_PLATE_MAX = 15;
export const CAR_TEXT_MAX = 100;
export const STREET_MAX = 255;

/** SPEC §4: applying a valid code clears the wash-before-return and clean-car choices. */
export function clearExtras<T extends { wash_before_return: boolean; clean_car_before_returning: boolean }>(form: T): T {
  return { ...form, wash_before_return: false, clean_car_before_returning: false };
}

/** Picks the text for a locale from a translations object (the catalogue's `translations`). */
export const translated = <T>(translations: Record<Locale, T>, locale: Locale): T => translations[locale];

/** Codes are compared case-insensitively: stored and answered in upper case. */
export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

/**
 * SPEC §4: FIRSTORDER (any case) forces the wash and cleaning toggles off and disabled (hint freeSwitchHint);
 * so does every free-order code, since it makes the whole order free. Browser and server use this one rule.
 */
export function forcesExtrasOff(code: string | null | undefined, kind?: DiscountKind | null): boolean {
  return kind === 'free_order' || (code ? normalizeDiscountCode(code) === FIRST_ORDER_CODE : false);
}

/** Ids are PostgreSQL integers: a larger number names nothing (and must not reach the database). */
export const ID_MAX = 2_147_483_647;

import { RETURN_MAX_DAYS_AFTER_PICKUP, SLOT_DAYS_AHEAD, type Locale, type TimeSlotDayWithEntries } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { pickupDays, returnDays, serviceDurationMinutes, slotOf, todayInBerlin } from '../../domain';
import { loadScheduleIndex, rangeOfDays } from './schedule';

/**
 * Slot answers (GET /api/order/{pick-up|return}/time-slots/{id}) serialised once and reused for `ttlMs`
 * (a micro-cache: under load many requests share one schedule query and one serialisation). Any placement or
 * release on this instance calls `invalidate()`, so its own writes show at once; another instance's writes show
 * within `ttlMs`. Placement never trusts this answer: it re-checks capacity under the slot lock.
 */
export class SlotAnswerCache {
  private entries = new Map<string, { at: number; generation: number; body: Promise<string>; refreshing?: boolean }>();
  private generation = 0;

  constructor(readonly ttlMs: number) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * The shared answer for `key`. Past half its `ttlMs` an answer still in use is recomputed in the background
   * (once) while callers keep getting it, so under steady load no request waits for a recomputation (p99); an
   * answer is never served older than `ttlMs`, and `invalidate()` still drops it at once.
   */
  get(key: string, now: number, compute: () => Promise<string>): Promise<string> {
    if (this.ttlMs <= 0) return compute();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && now - hit.at < this.ttlMs) {
      if (now - hit.at >= this.ttlMs / 2 && !hit.refreshing) this.refresh(key, hit, now, compute);
      return hit.body;
    }
    const generation = this.generation;
    const body = compute();
    this.entries.set(key, { at: now, generation, body });
    body.catch(() => {
      if (this.entries.get(key)?.body === body) this.entries.delete(key);
    });
    if (this.entries.size > 5_000) this.entries.clear();
    return body;
  }

  private refresh(key: string, hit: { refreshing?: boolean }, now: number, compute: () => Promise<string>): void {
    hit.refreshing = true;
    const generation = this.generation;
    const body = compute();
    body.then(
      () => {
        if (this.generation === generation && this.entries.get(key) === hit) this.entries.set(key, { at: now, generation, body });
      },
      () => {
        hit.refreshing = false;
      },
    );
  }
}

export const serialiseDays = (days: TimeSlotDayWithEntries[]): string => JSON.stringify({ data: { days } });

export async function pickupAnswer(db: Db, now: Date, locale: Locale): Promise<TimeSlotDayWithEntries[]> {
  const today = todayInBerlin(now);
  const { from, to } = rangeOfDays(today, SLOT_DAYS_AHEAD);
  const schedule = await loadScheduleIndex(db, from, to, now);
  return pickupDays({ now, locale, schedule });
}

export async function returnAnswer(
  db: Db,
  now: Date,
  locale: Locale,
  pickup: { date: string; time: string },
  carType: 'electric' | 'plugin_hybrid',
  batteryPercent: number,
): Promise<TimeSlotDayWithEntries[] | null> {
  if (!slotOf(pickup)) return null;
  const { from, to } = rangeOfDays(pickup.date, RETURN_MAX_DAYS_AFTER_PICKUP + 1);
  const schedule = await loadScheduleIndex(db, from, to, now);
  return returnDays({ now, locale, schedule, pickup, serviceMinutes: serviceDurationMinutes(carType, batteryPercent) });
}

/**
 * A value computed once and reused for `ttlMs` (a micro-cache: under load many requests share one query and one
 * serialisation). `app.booking.slotAnswers` holds the serialised slot answers (GET /api/order/{pick-up|return}/
 * time-slots/{id}); every placement, completion or release on this instance calls its `invalidate()`, so the
 * instance's own writes show at once and another instance's within `ttlMs`. `app.booking.schedules` holds the
 * schedules a placement takes its first decision from (never trusted: the claim re-checks under the slot locks).
 */
export class MicroCache<T> {
  private entries = new Map<string, { at: number; generation: number; body: Promise<T>; refreshing?: boolean }>();
  private generation = 0;

  constructor(readonly ttlMs: number) {}

  /** Bumped by every invalidate(): a caller can tell whether one happened since it last looked. */
  get generationNow(): number {
    return this.generation;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * The shared answer for `key`. Past half its `ttlMs` an answer still in use is recomputed in the background
   * (once) while callers keep getting it, so under steady load no request waits for a recomputation (p99); an
   * answer is never served older than `ttlMs`, and `invalidate()` still drops it at once.
   */
  get(key: string, now: number, compute: () => Promise<T>): Promise<T> {
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

  private refresh(key: string, hit: { refreshing?: boolean }, now: number, compute: () => Promise<T>): void {
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

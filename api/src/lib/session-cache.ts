/** What a session's cache entry needs to know about it besides the value: whose it is and when it ends at the latest. */
export interface CachedSession<T> {
  value: T;
  /** The signed-in user (null: anonymous): a change of the user forgets all of their sessions. */
  userId: string | null;
  /** Epoch ms after which the entry is not used (the session's own end, or sooner). */
  until: number;
}

/** A message that something a cached session was read from has changed (drizzle/0029_session_cache.sql). */
export type ForgetMessage = { forget: 'all' } | { forget: 'sessions'; ids: string[] } | { forget: 'user'; id: string };

/**
 * The sessions this instance looked up lately, by id, each for at most `ttlMs` (issue 32: a signed-in read then costs
 * no session query). Used only while `trusted`: while the instance hears every change on the database's channel,
 * whose messages (`forget`) drop what changed; without the channel (a lost listener) nothing is served from here.
 * `ttlMs` bounds what a change the channel did not carry can leave behind; 0 turns the cache off.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, CachedSession<T>>();
  private trusted = false;
  /** Bumped by every forget: a lookup that began before one may have read what it dropped. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The entry of `id` while it is valid at `now`, else undefined. */
  get(id: string, now: number): T | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(id);
    return undefined;
  }

  /** Take before reading a session from the database, and give to `set`. */
  get mark(): number {
    return this.generation;
  }

  /**
   * Keeps `entry` from `now` until `ttlMs` passed or its `until`, whichever comes first; not when anything was
   * forgotten since `mark` was taken (the read may predate that change).
   */
  set(id: string, entry: CachedSession<T>, now: number, mark: number): void {
    if (!this.trusted || this.ttlMs <= 0 || mark !== this.generation) return;
    // the oldest entry makes room (a Map iterates in insertion order)
    if (this.entries.size >= this.maxEntries && !this.entries.has(id)) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { ...entry, until: Math.min(entry.until, now + this.ttlMs) });
  }

  forget(message: ForgetMessage): void {
    this.generation += 1;
    if (message.forget === 'all') this.entries.clear();
    else if (message.forget === 'sessions') for (const id of message.ids) this.entries.delete(id);
    else for (const [id, entry] of this.entries) if (entry.userId === message.id) this.entries.delete(id);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Whether changes reach this instance: set when its listener listens, cleared (and the cache emptied) when it is lost. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    if (!trusted) this.clear();
  }
}

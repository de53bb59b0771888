import { SessionCache } from './session-cache';

const entry = (userId: string | null, until = 1_000_000) => ({ value: `session of ${userId}`, userId, until });

describe('SessionCache', () => {
  const trusted = (ttlMs = 5_000, maxEntries?: number) => {
    const cache = new SessionCache<string>(ttlMs, maxEntries);
    cache.setTrusted(true);
    return cache;
  };

  it("keeps an entry for ttl, never past the session's own end", () => {
    const cache = trusted(5_000);
    cache.set('a', entry('u1'), 0, cache.mark);
    cache.set('b', entry('u2', 2_000), 0, cache.mark);
    expect(cache.get('a', 4_999)).toBe('session of u1');
    expect(cache.get('a', 5_000)).toBeUndefined();
    expect(cache.get('b', 1_999)).toBe('session of u2');
    expect(cache.get('b', 2_000)).toBeUndefined();
  });

  it('forgets sessions by id, all sessions of a user, or everything', () => {
    const cache = trusted();
    for (const [id, user] of [['a', 'u1'], ['b', 'u1'], ['c', 'u2'], ['d', null]] as const) cache.set(id, entry(user), 0, cache.mark);
    cache.forget({ forget: 'sessions', ids: ['c'] });
    expect(cache.get('c', 1)).toBeUndefined();
    cache.forget({ forget: 'user', id: 'u1' });
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('d', 1)]).toEqual([undefined, undefined, 'session of null']);
    cache.forget({ forget: 'all' });
    expect(cache.get('d', 1)).toBeUndefined();
  });

  it('does not keep a read that began before something was forgotten (it may predate the change)', () => {
    const cache = trusted();
    const mark = cache.mark;
    cache.forget({ forget: 'sessions', ids: ['a'] }); // arrives while the read of "a" is under way
    cache.set('a', entry('u1'), 0, mark);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', entry('u1'), 0, cache.mark);
    expect(cache.get('a', 1)).toBe('session of u1');
  });

  it('serves and keeps nothing while changes are not heard, and drops what it had when they stop being heard', () => {
    const cache = new SessionCache<string>(5_000);
    cache.set('a', entry('u1'), 0, cache.mark);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.setTrusted(true);
    cache.set('a', entry('u1'), 0, cache.mark);
    cache.setTrusted(false);
    cache.setTrusted(true);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest; ttl 0 keeps nothing', () => {
    const cache = trusted(5_000, 2);
    for (const id of ['a', 'b', 'c']) cache.set(id, entry(id), 0, cache.mark);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 'session of b', 'session of c']);
    const off = trusted(0);
    off.set('a', entry('u1'), 0, off.mark);
    expect(off.get('a', 1)).toBeUndefined();
  });
});

import { MicroCache } from './micro-cache';

const answers = () => {
  let n = 0;
  return { compute: async () => `answer ${(n += 1)}`, calls: () => n };
};

describe('MicroCache', () => {
  it('shares one answer within the first half of ttlMs', async () => {
    const cache = new MicroCache<string>(1000);
    const { compute, calls } = answers();
    expect(await cache.get('k', 0, compute)).toBe('answer 1');
    expect(await cache.get('k', 400, compute)).toBe('answer 1');
    expect(calls()).toBe(1);
  });

  it('past half of ttlMs serves the answer it has and recomputes once in the background', async () => {
    const cache = new MicroCache<string>(1000);
    let calls = 0;
    let release: (value: string) => void = () => undefined;
    const compute = () => {
      calls += 1;
      return calls === 1 ? Promise.resolve('answer 1') : new Promise<string>((resolve) => (release = resolve));
    };
    await cache.get('k', 0, compute);
    expect(await cache.get('k', 600, compute)).toBe('answer 1'); // no caller waits for the recomputation
    expect(await cache.get('k', 650, compute)).toBe('answer 1');
    expect(calls).toBe(2);
    release('answer 2');
    await Promise.resolve();
    expect(await cache.get('k', 700, compute)).toBe('answer 2');
    expect(calls).toBe(2);
  });

  it('never serves an answer older than ttlMs, and invalidate() drops it at once', async () => {
    const cache = new MicroCache<string>(1000);
    const { compute } = answers();
    await cache.get('k', 0, compute);
    expect(await cache.get('k', 1000, compute)).toBe('answer 2');
    cache.invalidate();
    expect(await cache.get('k', 1001, compute)).toBe('answer 3');
  });

  it('a background recomputation finishing after invalidate() is not used', async () => {
    const cache = new MicroCache<string>(1000);
    let release: (value: string) => void = () => undefined;
    await cache.get('k', 0, async () => 'old');
    expect(await cache.get('k', 600, () => new Promise<string>((resolve) => (release = resolve)))).toBe('old');
    cache.invalidate();
    expect(await cache.get('k', 610, async () => 'fresh')).toBe('fresh');
    release('stale recomputation');
    await Promise.resolve();
    expect(await cache.get('k', 620, async () => 'unused')).toBe('fresh');
  });
});

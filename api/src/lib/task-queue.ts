/**
 * Runs at most `limit` tasks at once; the others wait in arrival order. For work whose memory grows with the number
 * running (decoding photos): a burst of uploads waits a little instead of taking the server's memory.
 */
export class TaskQueue {
  private running = 0;
  private peak = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** The most tasks that ran at once so far (tests, metrics). */
  get mostAtOnce(): number {
    return this.peak;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // the slot passes straight to the next task (running stays as it is), or is given back
      if (next) next();
      else this.running -= 1;
    }
  }
}

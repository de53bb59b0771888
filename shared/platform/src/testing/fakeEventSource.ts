/**
 * jsdom has no EventSource. `installFakeEventSource()` puts this stand-in on the page; the test opens, fails and
 * feeds it (`FakeEventSource.last.emit('notification', data)`). Remove it again with the returned function.
 */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  static created = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
    FakeEventSource.created += 1;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  /** Delivers an event of `type` whose data is `data` as JSON. */
  emit(type: string, data: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

export function installFakeEventSource(): () => void {
  FakeEventSource.last = null;
  FakeEventSource.created = 0;
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  return () => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  };
}

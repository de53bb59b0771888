/**
 * Test helper: replaces `fetch` (the platform API client's boundary) with canned answers per "METHOD /path".
 * Unlisted calls answer 404. The CSRF cookie call answers 204.
 */
export type MockAnswer = { status: number; body?: unknown } | ((body: unknown) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>);

export interface ApiMock {
  fetch: jest.Mock;
  /** Bodies sent to a route, in order. */
  calls(route: string): unknown[];
  set(route: string, ...answers: MockAnswer[]): void;
}

/** The part of a fetch Response the platform's API client reads (jsdom has no Response). */
function response(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
  } as unknown as Response;
}

export function mockApi(routes: Record<string, MockAnswer | MockAnswer[]> = {}): ApiMock {
  const table = new Map<string, MockAnswer[]>();
  const sent = new Map<string, unknown[]>();
  const set = (route: string, ...answers: MockAnswer[]) => table.set(route, answers);
  for (const [route, answer] of Object.entries(routes)) set(route, ...(Array.isArray(answer) ? answer : [answer]));
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input).replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    if (path === '/sanctum/csrf-cookie') return response(204);
    const route = `${method} ${path}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.set(route, [...(sent.get(route) ?? []), body]);
    const answers = table.get(route);
    if (!answers?.length) return response(404, { message: 'Not found' });
    // the last answer repeats
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    const result = typeof answer === 'function' ? await answer(body) : answer;
    return response(result.status, result.body);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetch: fetchMock, calls: (route) => sent.get(route) ?? [], set };
}

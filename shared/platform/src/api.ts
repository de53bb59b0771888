import type { ZodType } from 'zod';
import { readCookie } from './cookies';
import { forgetPageData, takePageData } from './pageStart';

/** A non-2xx answer. `fieldErrors` holds a 422's `{ errors: { field: [messages] } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, body: unknown, message?: string) {
    const bodyMessage =
      body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : undefined;
    super(message ?? bodyMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
    this.fieldErrors = {};
    if (errors && typeof errors === 'object') {
      for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
        if (Array.isArray(value)) this.fieldErrors[field] = value.map(String);
        else if (typeof value === 'string') this.fieldErrors[field] = [value];
      }
    }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions<T> {
  /** zod schema the response body is parsed with (throws on mismatch). */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const CSRF_PATH = '/sanctum/csrf-cookie';
/**
 * = CSRF_COOKIE of @chargevalet/contract (asserted by api.test.ts). Not imported: the contract's errors module
 * builds zod schemas at load time, which would put zod in front of the landing page.
 */
export const CSRF_COOKIE_NAME = 'XSRF-TOKEN';

export interface ApiClientOptions {
  /** Prefix for every path (default same origin: ''). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function createApiClient({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions = {}) {
  const doFetch = (input: string, init: RequestInit) => (fetchImpl ?? globalThis.fetch)(input, init);

  async function fetchCsrf(): Promise<string | null> {
    const res = await doFetch(`${baseUrl}${CSRF_PATH}`, {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok && res.status !== 204) throw new ApiError(res.status, await readBody(res));
    return readCookie(CSRF_COOKIE_NAME);
  }

  // One cookie fetch at a time: a visitor without a token gets a new one per fetch, so two parallel fetches would
  // leave one call sending a token that the other's Set-Cookie has already replaced (419).
  let pendingCsrf: Promise<string | null> | null = null;
  async function ensureCsrf(signal?: AbortSignal): Promise<string | null> {
    // SPEC §7: a CSRF cookie fetch precedes every mutating call.
    pendingCsrf ??= fetchCsrf().finally(() => {
      pendingCsrf = null;
    });
    const token = await pendingCsrf;
    signal?.throwIfAborted();
    return token;
  }

  async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions<T> = {}): Promise<T> {
    // the page's first data came with the page (same origin only: the server answered it for this page)
    const fromPage = method === 'GET' && baseUrl === '' ? takePageData(path) : undefined;
    if (fromPage) return options.schema ? options.schema.parse(fromPage.value) : (fromPage.value as T);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (method !== 'GET') {
      forgetPageData();
      const token = await ensureCsrf(options.signal);
      if (token) headers['X-XSRF-TOKEN'] = token;
    }
    const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
    // FormData (file uploads) goes as multipart: the browser writes its Content-Type with the boundary.
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const res = await doFetch(`${baseUrl}${path}`, init);
    if (res.status === 204) return undefined as T;
    const data = await readBody(res);
    if (!res.ok) throw new ApiError(res.status, data);
    return options.schema ? options.schema.parse(data) : (data as T);
  }

  return {
    get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, undefined, options),
    post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('POST', path, body, options),
    put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('PUT', path, body, options),
    patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('PATCH', path, body, options),
    delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, undefined, options),
    /** Fetches a fresh CSRF cookie and returns its value (done automatically before mutating calls). */
    csrf: ensureCsrf,
  };
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one API client of the page (same origin, cookies included). */
export const api: ApiClient = createApiClient();

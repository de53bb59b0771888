import { create } from 'zustand';
import { CURRENT_USER_PATH } from '@chargevalet/contract/core';
import type { LoginRequest, User } from '@chargevalet/contract';
import { ApiError, api } from './api';
import { readPageStart } from './pageStart';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  user: User | null;
  status: AuthStatus;
  /** GET /api/user?optional=1; `data: null` (or a 401 from an older server) → anonymous. */
  fetchUser(): Promise<User | null>;
  /** POST /login then GET /api/user. Throws ApiError (422 carries fieldErrors). */
  login(credentials: LoginRequest): Promise<User>;
  /** POST /logout; the store becomes anonymous on success. Throws ApiError otherwise. */
  logout(): Promise<void>;
  /** Sets the user directly (e.g. after register or reset-password answered with the user). */
  setUser(user: User | null): void;
}

function unwrapUser(body: unknown): User | null {
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: User | null }).data;
  return body as User;
}

let inflight: Promise<User | null> | null = null;

/**
 * Whether the page was rendered for a visitor without a session: the build's server render (no document) and the
 * browser hydrating its markup (#root[data-ssr], shell/src/server). Both start signed out, so the hydration renders
 * what the server did (zustand renders both from the initial state); `fetchUser` then tells the truth as usual. A
 * page the API sends carries its start (PageStart), which decides: a signed-in page the API rendered (renderFrame)
 * was rendered with the request's user as this store's initial state.
 */
const renderedSignedOut = typeof document === 'undefined' || document.getElementById('root')?.hasAttribute('data-ssr') === true;
/** Who is signed in, as the server that sent the page knew (it sends a build-time page only to a visitor without a session). */
const started = readPageStart();

export const useAuth = create<AuthState>()((set) => ({
  user: started?.user ?? null,
  status: started ? (started.user ? 'authenticated' : 'anonymous') : renderedSignedOut ? 'anonymous' : 'loading',
  fetchUser() {
    inflight ??= api
      .get<unknown>(CURRENT_USER_PATH)
      .then((body) => {
        const user = unwrapUser(body);
        set({ user, status: user ? 'authenticated' : 'anonymous' });
        return user;
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 419)) {
          set({ user: null, status: 'anonymous' });
          return null;
        }
        set((s) => ({ status: s.user ? 'authenticated' : 'anonymous' }));
        throw error;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  },
  async login(credentials) {
    await api.post('/login', credentials);
    const user = unwrapUser(await api.get<unknown>('/api/user'));
    if (!user) throw new Error('/api/user answered no user after a successful login');
    set({ user, status: 'authenticated' });
    return user;
  },
  async logout() {
    await api.post('/logout');
    set({ user: null, status: 'anonymous' });
  },
  setUser(user) {
    set({ user, status: user ? 'authenticated' : 'anonymous' });
  },
}));


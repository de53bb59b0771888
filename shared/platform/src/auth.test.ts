import { ApiError, api } from './api';
import { useAuth } from './auth';

const user = { id: '1', role: 'customer' as const, first_name: 'Eva', last_name: 'Muster', email: 'eva@x.de', locale: 'de' as const };

beforeEach(() => {
  jest.restoreAllMocks();
  useAuth.setState({ user: null, status: 'loading' });
});

test('fetchUser: 200 → authenticated with the user from { data }', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ data: user });
  await expect(useAuth.getState().fetchUser()).resolves.toEqual(user);
  expect(useAuth.getState()).toMatchObject({ user, status: 'authenticated' });
  expect(api.get).toHaveBeenCalledWith('/api/user?optional=1');
});

test('fetchUser: { data: null } → anonymous (no 401 on an anonymous page)', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ data: null });
  await expect(useAuth.getState().fetchUser()).resolves.toBeNull();
  expect(useAuth.getState()).toMatchObject({ user: null, status: 'anonymous' });
});

test('fetchUser: 401 → anonymous', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new ApiError(401, { message: 'Unauthenticated.' }));
  await expect(useAuth.getState().fetchUser()).resolves.toBeNull();
  expect(useAuth.getState()).toMatchObject({ user: null, status: 'anonymous' });
});

test('login posts the credentials to /login, then loads /api/user', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue(undefined);
  jest.spyOn(api, 'get').mockResolvedValue({ data: user });
  await expect(useAuth.getState().login({ email: 'eva@x.de', password: 'pw' })).resolves.toEqual(user);
  expect(post).toHaveBeenCalledWith('/login', { email: 'eva@x.de', password: 'pw' });
  expect(useAuth.getState().status).toBe('authenticated');
});

test('login failure (422) throws and leaves the store anonymous', async () => {
  useAuth.setState({ user: null, status: 'anonymous' });
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(422, { message: 'x', errors: { email: ['bad'] } }));
  await expect(useAuth.getState().login({ email: 'a@b.de', password: 'x' })).rejects.toMatchObject({ fieldErrors: { email: ['bad'] } });
  expect(useAuth.getState().status).toBe('anonymous');
});

test('logout posts /logout and clears the user; a failure keeps the user and throws', async () => {
  useAuth.setState({ user, status: 'authenticated' });
  jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(500, undefined)).mockResolvedValueOnce(undefined);
  await expect(useAuth.getState().logout()).rejects.toMatchObject({ status: 500 });
  expect(useAuth.getState().user).toEqual(user);
  await useAuth.getState().logout();
  expect(api.post).toHaveBeenLastCalledWith('/logout');
  expect(useAuth.getState()).toMatchObject({ user: null, status: 'anonymous' });
});

describe('the page the server sent says who is signed in (readPageStart)', () => {
  /** The auth store as a page holding `start` creates it. */
  function storeOnPage(start: string | null): typeof useAuth {
    document.body.innerHTML = start === null ? '<div id="root"></div>' : `<div id="root"></div><script type="application/json" id="cv-page-start">${start}</script>`;
    let store!: typeof useAuth;
    jest.isolateModules(() => {
      store = jest.requireActual<typeof import('./auth')>('./auth').useAuth;
    });
    return store;
  }
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test('a signed-in user: authenticated from the start, with that user', () => {
    expect(storeOnPage(JSON.stringify({ user, remotes: {} })).getState()).toMatchObject({ user, status: 'authenticated' });
  });

  test('nobody signed in: anonymous from the start', () => {
    expect(storeOnPage(JSON.stringify({ user: null, remotes: {} })).getState()).toMatchObject({ user: null, status: 'anonymous' });
  });

  test('no page start (the development server) or an unreadable one: loading until GET /api/user answers', () => {
    expect(storeOnPage(null).getState().status).toBe('loading');
    expect(storeOnPage('{not json').getState().status).toBe('loading');
  });
});

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
const registerPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote, registerPlugins, getInstance: jest.fn() }));

import { PLATFORM_CONTRACT_VERSION } from '@chargevalet/platform';

const CONFIG = {
  booking: 'https://cdn.example/booking/mf-manifest.json',
  profile: 'https://cdn.example/profile/mf-manifest.json',
  manager: 'https://cdn.example/manager/mf-manifest.json',
  driver: 'https://cdn.example/driver/mf-manifest.json',
};

/** Where each remote's remoteEntry.js lies: beside its manifest (our builds write `publicPath: 'auto'`). */
const ENTRY = {
  booking: 'https://cdn.example/booking/remoteEntry.js',
  profile: 'https://cdn.example/profile/remoteEntry.js',
  driver: 'https://cdn.example/driver/remoteEntry.js',
};

/** A remote's manifest as its build writes it (the parts the shell reads). */
const manifestOf = (platformContract: unknown = PLATFORM_CONTRACT_VERSION) => ({
  metaData: { platformContract, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [],
});

/** Serves /remotes.json and every remote's manifest. */
function mockRemotesJson(body: unknown, manifest: unknown = manifestOf()) {
  const fetchMock = jest.fn(async (url: string) =>
    url === '/remotes.json' ? { ok: true, status: 200, json: async () => body } : { ok: true, status: 200, text: async () => JSON.stringify(manifest) },
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function fresh() {
  jest.resetModules();
  return import('./remoteRuntime');
}

const App = () => null;

beforeEach(() => {
  jest.useRealTimers();
  registerRemotes.mockReset();
  loadRemote.mockReset();
  registerPlugins.mockReset();
});

test('fetches /remotes.json, validates it, reads the manifest, registers the remoteEntry.js it names and loads <name>/App', async () => {
  const fetchMock = mockRemotesJson(CONFIG);
  loadRemote.mockResolvedValue({ default: App });
  const { loadRemoteApp } = await fresh();
  await expect(loadRemoteApp('booking', null)).resolves.toEqual({ default: App });
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
  expect(fetchMock).toHaveBeenCalledWith(CONFIG.booking, expect.anything());
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'booking', entry: ENTRY.booking }], { force: false });
  expect(loadRemote).toHaveBeenCalledWith('booking/App');
  expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'chargevalet-remote-errors', errorLoadRemote: expect.any(Function) })]);
  // Registered once: the second load does not register again.
  await loadRemoteApp('booking', null);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls.filter(([url]) => url === CONFIG.booking)).toHaveLength(1);
});

test('the remoteEntry.js a manifest names: beside it, under its public path, or none at all (an error)', async () => {
  const { remoteEntryUrl } = await fresh();
  expect(remoteEntryUrl(CONFIG.profile, manifestOf())).toBe(ENTRY.profile);
  expect(remoteEntryUrl('/remotes/profile/mf-manifest.json', manifestOf())).toBe(new URL('/remotes/profile/remoteEntry.js', location.href).href);
  const placed = { metaData: { publicPath: 'https://static.example/p/', remoteEntry: { name: 'remoteEntry.js', path: 'js' } } };
  expect(remoteEntryUrl(CONFIG.profile, placed)).toBe('https://static.example/p/js/remoteEntry.js');
  expect(() => remoteEntryUrl(CONFIG.profile, { metaData: {} })).toThrow('names no remoteEntry');
});

test('an invalid /remotes.json is rejected', async () => {
  mockRemotesJson({ booking: 'x' });
  const { loadRemoteApp } = await fresh();
  await expect(loadRemoteApp('booking', null)).rejects.toThrow();
  expect(registerRemotes).not.toHaveBeenCalled();
});

test('staff remotes are never registered for a customer or a visitor', async () => {
  mockRemotesJson(CONFIG);
  const { loadRemoteApp, RemoteNotAllowedError } = await fresh();
  await expect(loadRemoteApp('manager', 'customer')).rejects.toBeInstanceOf(RemoteNotAllowedError);
  await expect(loadRemoteApp('driver', null)).rejects.toBeInstanceOf(RemoteNotAllowedError);
  expect(registerRemotes).not.toHaveBeenCalled();
  loadRemote.mockResolvedValue({ default: App });
  await expect(loadRemoteApp('driver', 'driver')).resolves.toEqual({ default: App });
});

test('a failed load surfaces at once: no automatic second try; Retry registers afresh and loads again', async () => {
  mockRemotesJson(CONFIG);
  loadRemote.mockRejectedValueOnce(new Error('manifest 503')).mockResolvedValueOnce({ default: App });
  const { loadRemoteApp } = await fresh();
  await expect(loadRemoteApp('profile', 'customer')).rejects.toThrow('manifest 503');
  expect(loadRemote).toHaveBeenCalledTimes(1);
  await expect(loadRemoteApp('profile', 'customer', true)).resolves.toEqual({ default: App });
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'profile', entry: ENTRY.profile }], { force: true });
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

test('a remote that never answers fails at the one deadline (6 s in all), is not tried again by itself, and Retry tries again', async () => {
  jest.useFakeTimers();
  mockRemotesJson(CONFIG);
  loadRemote.mockImplementation(() => new Promise(() => undefined));
  const { loadRemoteApp, REMOTE_LOAD_DEADLINE_MS, RemoteTimeoutError } = await fresh();
  expect(REMOTE_LOAD_DEADLINE_MS).toBe(6_000);
  const load = loadRemoteApp('booking', null);
  const failed = expect(load).rejects.toBeInstanceOf(RemoteTimeoutError);
  await jest.advanceTimersByTimeAsync(REMOTE_LOAD_DEADLINE_MS - 1);
  let settled = false;
  void load.catch(() => (settled = true));
  await Promise.resolve();
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await failed;
  // nothing more happens by itself
  await jest.advanceTimersByTimeAsync(30_000);
  expect(loadRemote).toHaveBeenCalledTimes(1);
  // Retry: a fresh registration and a new load with a deadline of its own
  loadRemote.mockResolvedValueOnce({ default: App });
  await expect(loadRemoteApp('booking', null, true)).resolves.toEqual({ default: App });
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'booking', entry: ENTRY.booking }], { force: true });
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

test('the manifest request and remoteEntry.js get what is left of the load deadline, not a deadline each', async () => {
  jest.useFakeTimers();
  mockRemotesJson(CONFIG);
  const { loadRemoteApp, REMOTE_LOAD_DEADLINE_MS } = await fresh();
  let plugin: { createScript: (args: { url: string }) => { timeout: number } } | undefined;
  loadRemote.mockImplementation(async () => {
    plugin = registerPlugins.mock.calls[0][0][0];
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    return { default: App };
  });
  const load = loadRemoteApp('booking', null);
  await jest.advanceTimersByTimeAsync(4_000);
  await load;
  expect(plugin!.createScript({ url: ENTRY.booking }).timeout).toBe(REMOTE_LOAD_DEADLINE_MS - 4_000);
  // a request of no known load keeps a whole deadline
  expect(plugin!.createScript({ url: 'https://elsewhere.example/remoteEntry.js' }).timeout).toBe(REMOTE_LOAD_DEADLINE_MS);
});

test('loads other exposed modules through the same registration (profile/CustomerCard for the sidebar)', async () => {
  mockRemotesJson(CONFIG);
  const Card = () => null;
  loadRemote.mockResolvedValue({ default: Card });
  const { loadRemoteModule, loadRemoteApp } = await fresh();
  await expect(loadRemoteModule('profile', 'CustomerCard', 'customer')).resolves.toEqual({ default: Card });
  expect(loadRemote).toHaveBeenCalledWith('profile/CustomerCard');
  await loadRemoteApp('profile', 'customer');
  expect(loadRemote).toHaveBeenLastCalledWith('profile/App');
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  // A module without a component is an error (the caller's boundary hides the card).
  loadRemote.mockResolvedValue({});
  await expect(loadRemoteModule('profile', 'CustomerCard', 'customer')).rejects.toThrow('does not expose a CustomerCard component');
});

describe('manifest requests', () => {
  function answer(manifest: unknown) {
    return { ok: true, status: 200, text: async () => JSON.stringify(manifest) };
  }

  test('the manifest request gets what is left of the load deadline', async () => {
    jest.useFakeTimers();
    const { loadRemoteApp, RemoteTimeoutError } = await fresh();
    globalThis.fetch = jest.fn((url: string) =>
      url === '/remotes.json' ? Promise.resolve({ ok: true, status: 200, json: async () => CONFIG }) : new Promise(() => undefined),
    ) as unknown as typeof fetch;
    const failed = expect(loadRemoteApp('booking', null)).rejects.toBeInstanceOf(RemoteTimeoutError);
    await jest.advanceTimersByTimeAsync(6_000);
    await failed;
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  test('a server that accepts the connection but never answers is aborted, and the next attempt sends a new request', async () => {
    jest.useFakeTimers();
    const { fetchManifest, REMOTE_LOAD_DEADLINE_MS } = await fresh();
    const signals: AbortSignal[] = [];
    globalThis.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          signals.push(init.signal!);
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    ) as unknown as typeof fetch;
    const first = fetchManifest(CONFIG.profile);
    const failed = expect(first).rejects.toThrow(`did not answer within ${REMOTE_LOAD_DEADLINE_MS} ms`);
    jest.advanceTimersByTime(REMOTE_LOAD_DEADLINE_MS);
    await failed;
    expect(signals[0]?.aborted).toBe(true);
    const second = fetchManifest(CONFIG.profile);
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(REMOTE_LOAD_DEADLINE_MS);
    await expect(second).rejects.toThrow();
  });

  test('a manifest built against this platform passes; another major or a newer minor is refused with a clear console message', async () => {
    const { fetchManifest } = await fresh();
    const [major = 0, minor = 0] = PLATFORM_CONTRACT_VERSION.split('.').map(Number);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn(async () => answer({ metaData: { platformContract: PLATFORM_CONTRACT_VERSION }, exposes: [], shared: [] })) as unknown as typeof fetch;
    await expect(fetchManifest(CONFIG.profile)).resolves.toEqual(expect.objectContaining({ metaData: { platformContract: PLATFORM_CONTRACT_VERSION } }));
    for (const required of [`${major + 1}.0.0`, `${major}.${minor + 1}.0`, undefined]) {
      globalThis.fetch = jest.fn(async () => answer({ metaData: { platformContract: required }, exposes: [], shared: [] })) as unknown as typeof fetch;
      // another deployment (a manifest once read is kept until Retry)
      await expect(fetchManifest(`${CONFIG.profile}?${String(required)}`)).rejects.toThrow('refused');
      expect(error).toHaveBeenLastCalledWith(expect.stringContaining(`this shell provides platform ${PLATFORM_CONTRACT_VERSION}`));
      expect(error).toHaveBeenLastCalledWith(expect.stringContaining(required ?? '(none declared)'));
    }
    error.mockRestore();
  });

  test('a refused remote is never handed to the runtime, is not tried a second time automatically and is reported to the server once; Retry asks again', async () => {
    const fetchMock = mockRemotesJson(CONFIG, manifestOf('99.0.0'));
    const { loadRemoteApp, RemoteIncompatibleError } = await fresh();
    const { api } = await import('@chargevalet/platform');
    const report = jest.spyOn(api, 'post').mockResolvedValue(undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const manifestRequests = () => fetchMock.mock.calls.filter(([url]) => url === CONFIG.profile).length;
    await expect(loadRemoteApp('profile', 'customer')).rejects.toBeInstanceOf(RemoteIncompatibleError);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('remote profile refused'));
    expect(report).toHaveBeenCalledWith('/api/remote-refusals', { remote: 'profile', required: '99.0.0', provided: PLATFORM_CONTRACT_VERSION });
    // later visits of the area: refused at once, without another request
    await expect(loadRemoteApp('profile', 'customer')).rejects.toBeInstanceOf(RemoteIncompatibleError);
    expect(manifestRequests()).toBe(1);
    await expect(loadRemoteApp('profile', 'customer', true)).rejects.toBeInstanceOf(RemoteIncompatibleError);
    expect(manifestRequests()).toBe(2);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('page declarations (metaData.pages of the manifest)', () => {
  const PAGES = {
    pages: [{ id: 'reports', path: '/reports', roles: ['manager'], title: { de: 'Berichte', en: 'Reports' } }],
    nav: [{ to: '/reports', label: { de: 'Berichte', en: 'Reports' }, roles: ['manager'], order: 60 }],
  };

  function serve(manifest: unknown, config: Record<string, string> = CONFIG) {
    const fetchMock = jest.fn(async (url: string) =>
      url === '/remotes.json' ? { ok: true, status: 200, json: async () => config } : { ok: true, status: 200, text: async () => JSON.stringify(manifest) },
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  test('the declaration and the remote\'s load share one request, by a relative URL too', async () => {
    const relative = { ...CONFIG, profile: '/remotes/profile/mf-manifest.json' };
    const fetchMock = serve({ ...manifestOf(), metaData: { ...manifestOf().metaData, pages: PAGES } }, relative);
    loadRemote.mockResolvedValue({ default: App });
    const { loadRemotePages, loadRemoteApp } = await fresh();
    await loadRemotePages('profile');
    await loadRemoteApp('profile', 'customer');
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/remotes/profile/mf-manifest.json'))).toHaveLength(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'profile', entry: new URL('/remotes/profile/remoteEntry.js', location.href).href }], { force: false });
  });

  test('are read from the manifest and validated; the runtime\'s load then uses the same request', async () => {
    const fetchMock = serve({ metaData: { platformContract: PLATFORM_CONTRACT_VERSION, pages: PAGES } });
    const { loadRemotePages, fetchManifest } = await fresh();
    await expect(loadRemotePages('manager')).resolves.toEqual({ ...PAGES, redirects: [] });
    await fetchManifest(CONFIG.manager);
    expect(fetchMock.mock.calls.filter(([url]) => url === CONFIG.manager)).toHaveLength(1);
    // Retry reads the manifest again (the remote may have been redeployed)
    await loadRemotePages('manager', true);
    expect(fetchMock.mock.calls.filter(([url]) => url === CONFIG.manager)).toHaveLength(2);
  });

  test('the page holds its remote\'s manifest (readPageStart): read without a request; Retry asks the remote', async () => {
    const manifest = { metaData: { platformContract: PLATFORM_CONTRACT_VERSION, pages: PAGES } };
    const fetchMock = serve(manifest);
    document.body.innerHTML = `<script type="application/json" id="cv-page-start">${JSON.stringify({ user: null, remotes: CONFIG, manifests: { [CONFIG.manager]: manifest } })}</script>`;
    try {
      const { loadRemotePages, fetchManifest } = await fresh();
      await expect(loadRemotePages('manager')).resolves.toEqual({ ...PAGES, redirects: [] });
      await fetchManifest(CONFIG.manager);
      expect(fetchMock.mock.calls.filter(([url]) => url === CONFIG.manager)).toHaveLength(0);
      await loadRemotePages('manager', true);
      expect(fetchMock.mock.calls.filter(([url]) => url === CONFIG.manager)).toHaveLength(1);
    } finally {
      document.body.innerHTML = '';
    }
  });

  test('a manifest without a valid declaration is an error (the shell shows the fallback on paths the remote may own)', async () => {
    serve({ metaData: { pages: { pages: [{ id: 'x', path: 'no-slash', roles: ['admin'], title: { de: 'X' } }] } } });
    const { loadRemotePages } = await fresh();
    await expect(loadRemotePages('profile')).rejects.toThrow();
  });

  test('a manifest that never answers fails at the deadline', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn((url: string) =>
      url === '/remotes.json' ? Promise.resolve({ ok: true, status: 200, json: async () => CONFIG }) : new Promise(() => undefined),
    ) as unknown as typeof fetch;
    const { loadRemotePages, REMOTE_LOAD_DEADLINE_MS, RemoteTimeoutError } = await fresh();
    const failed = expect(loadRemotePages('booking')).rejects.toBeInstanceOf(RemoteTimeoutError);
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_DEADLINE_MS);
    await failed;
  });
});

describe('the contract is shared by semantic version', () => {
  test('a caret range: the same major, at least as new', async () => {
    const { satisfiesCaret } = await fresh();
    expect(satisfiesCaret('^1.0.0', '1.0.0')).toBe(true);
    expect(satisfiesCaret('^1.0.0', '1.4.2')).toBe(true);
    expect(satisfiesCaret('^1.2.5', '1.3.0')).toBe(true);
    expect(satisfiesCaret('^1.2.5', '1.2.4')).toBe(false);
    expect(satisfiesCaret('^1.3.0', '1.2.9')).toBe(false);
    expect(satisfiesCaret('^2.0.0', '1.9.9')).toBe(false);
    expect(satisfiesCaret('^1.0.0', '2.0.0')).toBe(false);
    expect(satisfiesCaret('0.0.0-h976dabe4e41cb0eb', '1.0.0')).toBe(false);
  });

  test('the console names a remote that brings its own copy (another major); a compatible remote says nothing', async () => {
    const { fetchManifest } = await fresh();
    const { CONTRACT_VERSION } = await import('@chargevalet/contract');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const manifest = (requiredVersion: string) => ({ metaData: { platformContract: PLATFORM_CONTRACT_VERSION }, shared: [{ name: '@chargevalet/contract', requiredVersion }] });
    const [major = 1] = CONTRACT_VERSION.split('.').map(Number);
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(manifest(`^${CONTRACT_VERSION}`)) })) as unknown as typeof fetch;
    await fetchManifest(`${CONFIG.driver}?same`);
    expect(warn).not.toHaveBeenCalled();
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(manifest(`^${major + 1}.0.0`)) })) as unknown as typeof fetch;
    await fetchManifest(`${CONFIG.driver}?next-major`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`loads its own copy of @chargevalet/contract: it needs ^${major + 1}.0.0, this shell provides ${CONTRACT_VERSION}`));
    warn.mockRestore();
  });
});

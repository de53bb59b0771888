const registerRemotes = jest.fn();
const loadRemote = jest.fn();
const registerPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote, registerPlugins, getInstance: jest.fn() }));

const CONFIG = {
  booking: 'https://cdn.example/booking/mf-manifest.json',
  profile: 'https://cdn.example/profile/mf-manifest.json',
  manager: 'https://cdn.example/manager/mf-manifest.json',
  driver: 'https://cdn.example/driver/mf-manifest.json',
};

function mockRemotesJson(body: unknown) {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => body })) as unknown as typeof fetch;
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

test('fetches /remotes.json, validates it, registers the remote and loads <name>/App', async () => {
  mockRemotesJson(CONFIG);
  loadRemote.mockResolvedValue({ default: App });
  const { loadRemoteApp } = await fresh();
  await expect(loadRemoteApp('booking', null)).resolves.toEqual({ default: App });
  expect(globalThis.fetch).toHaveBeenCalledWith('/remotes.json', expect.anything());
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'booking', entry: CONFIG.booking }], { force: false });
  expect(loadRemote).toHaveBeenCalledWith('booking/App');
  expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'chargevalet-remote-errors', errorLoadRemote: expect.any(Function) })]);
  // Registered once: the second load does not register again.
  await loadRemoteApp('booking', null);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
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

test('a failed load is retried once with a fresh registration, then the error surfaces', async () => {
  mockRemotesJson(CONFIG);
  loadRemote.mockRejectedValueOnce(new Error('manifest 503')).mockResolvedValueOnce({ default: App });
  const { loadRemoteApp } = await fresh();
  await expect(loadRemoteApp('profile', 'customer')).resolves.toEqual({ default: App });
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'profile', entry: CONFIG.profile }], { force: true });
  loadRemote.mockRejectedValue(new Error('down'));
  await expect(loadRemoteApp('booking', 'customer')).rejects.toThrow('down');
  expect(loadRemote).toHaveBeenCalledTimes(4);
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

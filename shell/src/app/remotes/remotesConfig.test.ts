const remotes = { booking: '/remotes/booking/mf-manifest.json', profile: '/p.json', manager: '/m.json', driver: '/d.json' };

/** The module as a page holding `start` (or none) loads it. */
function remotesConfigOnPage(start: object | null): typeof import('./remotesConfig') {
  document.body.innerHTML = start ? `<script type="application/json" id="cv-page-start">${JSON.stringify(start)}</script>` : '';
  let loaded!: typeof import('./remotesConfig');
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./remotesConfig')>('./remotesConfig');
  });
  return loaded;
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true, json: () => Promise.resolve({ ...remotes, booking: '/fetched.json' }) });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  document.body.innerHTML = '';
});

test('the page the server sent holds the remotes: no request; a Retry after a failure asks /remotes.json', async () => {
  const config = remotesConfigOnPage({ user: null, remotes });
  await expect(config.startRemotesConfigFetch()).resolves.toEqual(remotes);
  expect(fetchMock).not.toHaveBeenCalled();
  config.resetRemotesConfigFetch();
  await expect(config.startRemotesConfigFetch()).resolves.toEqual({ ...remotes, booking: '/fetched.json' });
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
});

test('a page without them (the development server) asks /remotes.json once', async () => {
  const config = remotesConfigOnPage(null);
  await expect(config.startRemotesConfigFetch()).resolves.toEqual({ ...remotes, booking: '/fetched.json' });
  await config.startRemotesConfigFetch();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { FollowHistoryChangedDuringStart } from './FollowHistoryChangedDuringStart';

/** Shows the router's address; on its first render the browser's address changes (Back during a sliced start). */
function PageThatSeesTheAddressChange() {
  const location = useLocation();
  if (window.location.pathname === '/start') window.history.pushState(null, '', '/later?tab=2');
  return <p>{location.pathname + location.search}</p>;
}

async function start(tree: React.ReactNode) {
  window.history.replaceState(null, '', '/start');
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<BrowserRouter>{tree}</BrowserRouter>));
  const shown = container.textContent;
  act(() => root.unmount());
  container.remove();
  return shown;
}

test('an address change between the router reading the address and listening to history is followed', async () => {
  expect(
    await start(
      <FollowHistoryChangedDuringStart>
        <PageThatSeesTheAddressChange />
      </FollowHistoryChangedDuringStart>,
    ),
  ).toBe('/later?tab=2');
  expect(window.location.pathname + window.location.search).toBe('/later?tab=2');
});

test('without it the router would keep showing the old address', async () => {
  expect(await start(<PageThatSeesTheAddressChange />)).toBe('/start');
});

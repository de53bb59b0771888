import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { shownOnlyWhere, useMediaMatch } from './useMediaMatch';

const QUERY = '(min-width: 768px)';

/** A window `width` px wide whose media query lists tell their listeners when `resize` changes the width. */
function windowOfWidth(width: number) {
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)![1]);
  window.matchMedia = ((query: string) => {
    const list = { query, listeners: new Set<() => void>() };
    lists.push(list);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => list.listeners.delete(listener),
    };
  }) as unknown as typeof window.matchMedia;
  return {
    resize(to: number) {
      width = to;
      for (const list of lists) list.listeners.forEach((listener) => listener());
    },
  };
}

/** Renders what the hook answers, and notes every answer rendered. */
function probe(seen: (boolean | undefined)[]) {
  function Probe() {
    const wide = useMediaMatch(QUERY);
    seen.push(wide);
    return <p>{wide === undefined ? 'unknown' : wide ? 'wide' : 'narrow'}</p>;
  }
  return <Probe />;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('rendered in the browser, the first render already has the answer (no phone layout first), and it follows the window', async () => {
  const screen = windowOfWidth(1280);
  const seen: (boolean | undefined)[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(probe(seen)));
  expect(seen[0]).toBe(true);
  expect(container.textContent).toBe('wide');
  await act(async () => screen.resize(400));
  expect(container.textContent).toBe('narrow');
  act(() => root.unmount());
});

test('a page rendered without a window hydrates as rendered (unknown), then gets the answer', async () => {
  windowOfWidth(1280);
  const seen: (boolean | undefined)[] = [];
  const html = renderToString(probe([]));
  expect(html).toContain('unknown');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, probe(seen), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(seen[0]).toBeUndefined();
  expect(container.textContent).toBe('wide');
});

test('without matchMedia (an old browser, a test) the answer is "no match"', async () => {
  const saved = window.matchMedia;
  // @ts-expect-error: a window without matchMedia
  delete window.matchMedia;
  try {
    const seen: (boolean | undefined)[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(probe(seen)));
    expect(container.textContent).toBe('narrow');
  } finally {
    window.matchMedia = saved;
  }
});

test('shownOnlyWhere hides an element outside its width', () => {
  expect(shownOnlyWhere(QUERY, true)).toEqual({ '@media not all and (min-width: 768px)': { display: 'none' } });
  expect(shownOnlyWhere(QUERY, false)).toEqual({ '@media (min-width: 768px)': { display: 'none' } });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { PlatformProvider } from './PlatformProvider';
import { notify, toaster } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
});

test('notify keeps one toast at a time: the newest replaces the one on screen, also while the store loads', async () => {
  const first = notify({ type: 'error', title: 'First' });
  notify({ type: 'success', title: 'Second' });
  expect(toaster.getCount()).toBe(1);
  await waitFor(() => expect(toaster.getVisibleToasts()).toHaveLength(1));
  expect(toaster.getVisibleToasts()[0]).toMatchObject({ title: 'Second', type: 'success' });
  // once the store is there
  notify({ type: 'info', title: 'Third' });
  const visible = toaster.getVisibleToasts();
  expect(visible).toHaveLength(1);
  expect(visible[0]).toMatchObject({ title: 'Third', type: 'info' });
  expect(visible[0]?.id).not.toBe(first);
});

test('the Toaster (loaded lazily on the first toast) shows the title, description and action', async () => {
  render(
    <PlatformProvider>
      <p>page</p>
    </PlatformProvider>,
  );
  const onClick = jest.fn();
  act(() => {
    notify({ type: 'error', title: 'Logout Error', description: 'try again', action: { label: 'Retry', onClick } });
  });
  expect(await screen.findByText('Logout Error')).toBeInTheDocument();
  expect(screen.getByText('try again')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Retry' }).click());
  expect(onClick).toHaveBeenCalled();
  act(() => {
    notify({ type: 'info', title: 'Next one' });
  });
  expect(await screen.findByText('Next one')).toBeInTheDocument();
  expect(screen.queryByText('Logout Error')).not.toBeInTheDocument();
});

test('toasts sit below the sticky header (4rem): they never cover its controls', async () => {
  render(
    <PlatformProvider>
      <p>page</p>
    </PlatformProvider>,
  );
  act(() => {
    notify({ type: 'info', title: 'Placed below the header' });
  });
  const toast = await screen.findByText('Placed below the header');
  const group = toast.closest('[data-part="group"]') as HTMLElement | null;
  expect(group?.getAttribute('style') ?? '').toContain('--viewport-offset-top: 4.75rem');
});

test('the toast store is not loaded before the first toast', async () => {
  let loads = 0;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./toast-store', () => {
      loads += 1;
      return jest.requireActual('./toast-store');
    });
    const fresh = await import('./toaster');
    expect(fresh.toaster.getVisibleToasts()).toEqual([]);
    expect(fresh.toaster.getCount()).toBe(0);
    expect(loads).toBe(0);
    const onCreate = jest.fn();
    fresh.toaster.subscribe(onCreate);
    fresh.notify({ title: 'Hello' });
    expect(onCreate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fresh.toaster.getVisibleToasts()).toHaveLength(1));
    expect(loads).toBe(1);
    fresh.toaster.remove();
  });
});

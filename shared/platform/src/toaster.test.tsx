import { act, render, screen } from '@testing-library/react';
import { PlatformProvider } from './PlatformProvider';
import { notify, toaster } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
});

test('notify keeps one toast at a time: the newest replaces the one on screen', () => {
  notify({ type: 'error', title: 'First' });
  notify({ type: 'success', title: 'Second' });
  const visible = toaster.getVisibleToasts();
  expect(visible).toHaveLength(1);
  expect(visible[0]).toMatchObject({ title: 'Second', type: 'success' });
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

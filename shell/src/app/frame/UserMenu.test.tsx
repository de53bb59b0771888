import { screen, waitFor } from '@testing-library/react';
import type { User } from '@chargevalet/platform';
import { renderWithProviders } from '../../features/test-utils';
import { UserMenu } from './UserMenu';

const customer = { id: 'u1', first_name: 'Anna', last_name: 'Schmidt', email: 'anna@example.de', role: 'customer' } as User;

test('until first opened the user menu is a plain menu button; a click opens the menu with its items and focus inside (issue 29)', async () => {
  const onLogout = jest.fn();
  const { user } = await renderWithProviders(<UserMenu user={customer} onLogout={onLogout} />, { route: '/profile/orders' });
  const button = screen.getByRole('button', { name: /Anna Schmidt/ });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).toBeNull();

  await user.click(button);
  const menu = await screen.findByRole('menu');
  expect(screen.getByRole('menuitem', { name: 'Einstellungen' })).toBeInTheDocument();
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  await user.click(screen.getByRole('menuitem', { name: 'Abmelden' }));
  expect(onLogout).toHaveBeenCalledTimes(1);
});

test('the keyboard opens it too: ArrowDown on the button; Escape closes it and focus is back on the button', async () => {
  const { user } = await renderWithProviders(<UserMenu user={customer} onLogout={jest.fn()} />, { route: '/profile/orders' });
  screen.getByRole('button', { name: /Anna Schmidt/ }).focus();
  await user.keyboard('{ArrowDown}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.getByRole('button', { name: /Anna Schmidt/ })).toHaveFocus());
  expect(screen.getByRole('button', { name: /Anna Schmidt/ })).toHaveAttribute('aria-expanded', 'false');
});

import { screen } from '@testing-library/react';
import { currentPath, renderWithProviders } from '../test-utils';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page does not exist and links home', async () => {
    const { user } = await renderWithProviders(<NotFoundPage />, { route: '/not-found' });
    expect(screen.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Zur Startseite' }));
    expect(currentPath()).toBe('/');
  });

  it('renders in English', async () => {
    await renderWithProviders(<NotFoundPage />, { route: '/not-found', locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, this page does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

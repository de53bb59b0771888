import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentPath, mockApi, renderAt, resetAll } from './testing/harness';

beforeEach(() => resetAll('en'));

test("after the first interaction the next step's form is rendered ahead, hidden, and Next shows that same form", async () => {
  mockApi();
  renderAt('/book-a-service/select-package');
  await screen.findByRole('radio', { name: 'Choose Comfort' });
  expect(document.getElementById('car-details-form')).toBeNull();

  fireEvent.pointerDown(window);
  // Rendered ahead: in the page, not shown (and so not in the accessibility tree).
  const ahead = await waitFor(() => {
    const form = document.getElementById('car-details-form');
    expect(form).not.toBeNull();
    return form!;
  });
  expect(ahead).not.toBeVisible();
  expect(screen.queryByRole('textbox', { name: /licen[cs]e plate/i })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/book-a-service/car-and-order-details'));
  await waitFor(() => expect(ahead).toBeVisible());
  expect(document.getElementById('car-details-form')).toBe(ahead);
  // The first step's form is gone; the one after this step is rendered ahead in turn.
  expect(document.getElementById('select-package-form')).toBeNull();
  await waitFor(() => expect(document.getElementById('user-details-form')).not.toBeNull());
  expect(document.getElementById('user-details-form')).not.toBeVisible();
});

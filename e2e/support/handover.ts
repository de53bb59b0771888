import { expect, type Page } from '@playwright/test';
import { expectFocusPlaced } from './focus';
import { PHOTO } from './staff';

/** The labels of the handover form in the page's language. */
export interface HandoverTexts {
  photos: string;
  mileage: string;
  level: string;
  notes: string;
  save: string;
  saved: string;
}

/** Records the pickup or return handover (`title`: the form's name) with two photos, as a driver does. */
export async function recordHandover(page: Page, t: HandoverTexts, title: string, mileage: string): Promise<void> {
  const form = page.getByRole('form', { name: title });
  await form.getByLabel(t.photos).setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: PHOTO },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: PHOTO },
  ]);
  await form.getByLabel(t.mileage).fill(mileage);
  await form.getByLabel(t.level).fill('40');
  await form.getByLabel(t.notes).fill('—');
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByTestId('toast').filter({ hasText: t.saved })).toBeVisible();
  await expect(page.getByRole('region', { name: title }).getByRole('img')).toHaveCount(2);
  // The form went with the save: focus is on the saved record's heading.
  await expectFocusPlaced(page, `saving the ${title}`);
  await expect(page.getByRole('region', { name: title }).getByRole('heading', { level: 2 })).toBeFocused();
}

import { WIZARD_RESET_EVENT, WIZARD_STORAGE_KEY } from '@chargevalet/contract/core';

/**
 * Empties the booking wizard (SPEC §2 "Place new order"): the booking remote's store resets itself when it is on
 * the page (it listens for WIZARD_RESET_EVENT), and the data it keeps in the browser is removed when it is not.
 */
export function resetBookingWizard(): void {
  window.dispatchEvent(new Event(WIZARD_RESET_EVENT));
  try {
    localStorage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // storage may be unavailable (private mode); nothing is kept then either
  }
}

/**
 * Leaving the page from an action button of the frame (the shell's logout, SPEC §2) while a remote's page holds
 * unsaved changes: the page registers a guard (e.g. the settings' confirm modal), and the frame asks it before it
 * acts. One guard at a time (the page on screen); a page without unsaved changes registers none.
 * Added in platform contract 1.1.0.
 */
export type LeaveGuard = (proceed: () => void) => void;

let current: LeaveGuard | null = null;

/** Registers the page's guard; the returned function removes it (only if it is still the registered one). */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** Runs `proceed` now, or once the registered guard allows it (the user confirmed leaving); never if they stay. */
export function whenLeaveAllowed(proceed: () => void): void {
  if (current) current(proceed);
  else proceed();
}

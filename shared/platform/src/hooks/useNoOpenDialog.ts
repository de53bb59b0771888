import { useEffect, useState } from 'react';

/** A dialog on screen: open (Chakra marks a closed one data-state="closed" or hidden, when it keeps it mounted). */
const OPEN_DIALOG = ':is([role="dialog"], [role="alertdialog"]):not([hidden]):not([data-state="closed"])';

const noDialogOpen = () => typeof document === 'undefined' || document.querySelector(OPEN_DIALOG) === null;

/**
 * Dialogs never stack: a dialog that opens by itself (the rating request) waits with this until no other dialog —
 * the notification panel, a confirmation — is on screen. Watches the page while `watching` (stop once your own
 * dialog is open: it counts too). True when no dialog is open.
 */
export function useNoOpenDialog(watching = true): boolean {
  const [free, setFree] = useState(noDialogOpen);
  useEffect(() => {
    if (!watching) return undefined;
    const check = () => setFree(noDialogOpen());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'data-state', 'role'] });
    return () => observer.disconnect();
  }, [watching]);
  return free;
}

import { useState, type KeyboardEvent } from 'react';
import { loadFamily } from '../lazy-ui';

/** Keys that open a menu button's menu (WAI-ARIA menu button pattern). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A menu that is a plain menu button until first opened (issue 29): the menu's state machine (Chakra's Menu, ~20 KB
 * gzip with its positioning) loads when the user asks for it, not with the page. Spread `triggerProps` on the button;
 * once `awake`, render `Menu.Root` with `defaultOpen` around the same button (its `Menu.Trigger`): the menu takes the
 * button's place already open, with focus inside. Click, ArrowDown and ArrowUp open it, as they open a menu.
 */
export function useDormantMenu(): { awake: boolean; triggerProps: Record<string, unknown> } {
  const [awake, setAwake] = useState(false);
  if (awake) return { awake, triggerProps: {} };
  const wake = () => void loadFamily('Menu').then(() => setAwake(true));
  return {
    awake,
    triggerProps: {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: wake,
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        wake();
      },
    },
  };
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { announce, focusWhenSettled, liveAnnouncer, pageHeading } from '../focus';

export interface RouteFocusProps {
  /** The id of the page's main landmark, whose h1 gets focus (default: the first <main>, else the page). */
  mainId?: string;
}

/**
 * Mounted once by the frame (the shell's layout): when the path changes — a link followed, the sidebar, back and
 * forward, a navigation after an action — focus moves to the new page's h1 and its title is announced, so a
 * keyboard or screen-reader user starts at the new content (focus would stay on the link, or fall to <body>).
 * A redirect (replace) moves focus only when it was lost. Nothing moves before the user's first interaction: the
 * first page, and the redirects that lead to it, keep the browser's start (skip link and banner first).
 */
export function RouteFocus({ mainId }: RouteFocusProps) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  const replace = useRef(false);
  replace.current = navigationType === 'REPLACE';
  const interacted = useRef(false);

  useEffect(() => {
    // The live region exists before its first message.
    liveAnnouncer();
    // A click too: element.click() (a script, assistive technology) comes without a pointerdown.
    const events = ['pointerdown', 'keydown', 'click'] as const;
    const onInteraction = () => {
      interacted.current = true;
      events.forEach((event) => window.removeEventListener(event, onInteraction, true));
    };
    events.forEach((event) => window.addEventListener(event, onInteraction, true));
    return () => events.forEach((event) => window.removeEventListener(event, onInteraction, true));
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    if (!interacted.current) return undefined;
    return focusWhenSettled(() => pageHeading(mainId ? document.getElementById(mainId) : document.querySelector('main')), {
      onlyIfLost: replace.current,
      onFocused: () => announce(document.title),
    });
  }, [pathname, mainId]);

  return null;
}

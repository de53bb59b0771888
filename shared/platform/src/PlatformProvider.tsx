import { useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';
import { queryClient } from './query';
import { system, systemWithGlobalCssInPage } from './system';
import { lazyComponent, preloadHeavyComponents } from './lazy-ui';
import { toaster } from './toaster';

const LazyToaster = lazyComponent('Toaster', (m) => m);

/** Mounts the Toaster (a state machine, in the lazy chunk) once the first toast exists. */
function ToasterWhenNeeded() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return undefined;
    if (toaster.getCount() > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? <LazyToaster /> : null;
}

/**
 * Loads the state-machine components after the first interaction, before they are needed: once the page is idle
 * (at most 1 s later), so that the chunks' loading never delays the interaction's own answer on a slow phone.
 */
function usePreloadOnInteraction() {
  useEffect(() => {
    const events = ['pointerover', 'pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
    const preload = () => void preloadHeavyComponents();
    const handler = () => {
      events.forEach((e) => window.removeEventListener(e, handler, true));
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload, { timeout: 1000 });
      else setTimeout(preload, 300);
    };
    events.forEach((e) => window.addEventListener(e, handler, { capture: true, passive: true }));
    return () => events.forEach((e) => window.removeEventListener(e, handler, true));
  }, []);
}

/**
 * Chakra (the page's system), TanStack Query, i18next and the Toaster: mounted once by the shell, or by a remote running
 * standalone. `globalCssInPage`: the page's HTML carries the system's global CSS (GLOBAL_CSS_ID, written by the build),
 * so Chakra neither computes nor inserts it; without it (the development server, a test) Chakra inserts it at run time.
 */
export function PlatformProvider({ children, globalCssInPage = false }: { children: ReactNode; globalCssInPage?: boolean }) {
  usePreloadOnInteraction();
  return (
    <ChakraProvider value={globalCssInPage ? systemWithGlobalCssInPage : system}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          {children}
          <ToasterWhenNeeded />
        </I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

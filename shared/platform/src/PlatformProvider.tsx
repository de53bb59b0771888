import { useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';
import { queryClient } from './query';
import { system, systemWithGlobalCssInPage } from './system';
import { lazyComponent, preloadHeavyComponents } from './lazy-ui';
import { toaster } from './toaster';
import { usePreloadAfterFirstInteraction } from './first-interaction';

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
 * Chakra (the page's system), TanStack Query, i18next and the Toaster: mounted once by the shell, or by a remote running
 * standalone. `globalCssInPage`: the page's HTML carries the system's global CSS (GLOBAL_CSS_ID, written by the build),
 * so Chakra neither computes nor inserts it; without it (the development server, a test) Chakra inserts it at run time.
 */
export function PlatformProvider({ children, globalCssInPage = false }: { children: ReactNode; globalCssInPage?: boolean }) {
  // The state-machine components load before they are needed.
  usePreloadAfterFirstInteraction(preloadHeavyComponents);
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

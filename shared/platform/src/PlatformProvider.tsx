import { useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';
import { queryClient } from './query';
import { getSystem, getSystemWithGlobalCssInPage } from './system';
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
  // One per mount, so one per request on the server: a cache remembers what it inserted and would leave the styles out
  // of the next request's HTML.
  const [emotionCache] = useState(createEmotionCache);
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={globalCssInPage ? getSystemWithGlobalCssInPage() : getSystem()}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            {children}
            <ToasterWhenNeeded />
          </I18nextProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}

/**
 * Emotion's cache without its default stylis plugin, the prefixer: it wrote each rule again for browsers from before
 * 2018 (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex`), which every browser this
 * product supports reads unprefixed, and ran its pattern matching over every declaration of every style a render
 * inserts. The page's CSS in the server's HTML is that much smaller. The key stays `css`: the client's cache adopts
 * the server's style tags by it.
 */
function createEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [] });
}

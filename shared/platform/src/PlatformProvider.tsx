import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';
import { queryClient } from './query';
import { system } from './system';
import { Toaster } from './toaster';

/** Chakra (the page's system), TanStack Query, i18next and the Toaster: mounted once by the shell, or by a remote running standalone. */
export function PlatformProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          {children}
          <Toaster />
        </I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

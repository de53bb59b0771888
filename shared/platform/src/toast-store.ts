import { createToaster } from '@chakra-ui/react';

// Below the sticky header (4rem high): a toast never covers the header's controls (language, bell, menu), also at 400 px.
export const TOAST_OFFSETS = { top: '4.75rem', right: '1rem', bottom: '1rem', left: '1rem' } as const;

/** Chakra's toast store for the page (toaster.ts loads it with the first toast). SPEC §9: one toast at a time. */
export const toastStore = createToaster({ placement: 'top-end', max: 1, pauseOnPageIdle: true, offsets: TOAST_OFFSETS });

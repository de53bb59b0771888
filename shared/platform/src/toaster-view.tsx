import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The page's toaster. SPEC §9: one toast at a time. */
export const toaster = createToaster({ placement: 'top-end', max: 1, pauseOnPageIdle: true });

export type NotifyType = 'success' | 'error' | 'warning' | 'info' | 'loading';
export interface NotifyOptions {
  type?: NotifyType;
  title: string;
  description?: string;
  /** e.g. { label: t('retry'), onClick: retry } (SPEC §8 'Logout Error' with Retry). */
  action?: { label: string; onClick: () => void };
  duration?: number;
}

/** Shows a toast, replacing the one on screen (one at a time). Returns the toast id. */
export function notify({ type = 'info', title, description, action, duration }: NotifyOptions): string {
  toaster.remove();
  return toaster.create({
    type,
    title,
    description,
    action,
    closable: true,
    duration: duration ?? (action ? 10_000 : 5_000),
  });
}

export function Toaster() {
  const { t } = useTranslation('platform');
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={t('toast.close')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

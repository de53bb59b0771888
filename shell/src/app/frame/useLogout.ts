import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, notify, useAuth, whenLeaveAllowed } from '@chargevalet/platform';
import { FRAME_NS } from '../i18n';

/** Page-level actions, an object so tests can replace them (jsdom's location.reload cannot be). */
export const pageActions = {
  reload: () => window.location.reload(),
};

/**
 * SPEC §8 Logout: 401 reloads the page; any other failure toasts 'Logout Error' with a Retry action. Logout is an
 * action button that leaves the page (SPEC §2): a page with unsaved changes asks first (whenLeaveAllowed).
 */
export function useLogout(): () => Promise<void> {
  const logout = useAuth((s) => s.logout);
  const navigate = useNavigate();
  const { t } = useTranslation(FRAME_NS);
  const run = useCallback(async (): Promise<void> => {
    try {
      await logout();
      navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        pageActions.reload();
        return;
      }
      notify({
        type: 'error',
        title: t('logoutError'),
        description: t('logoutErrorDescription'),
        action: { label: t('retry'), onClick: () => void run() },
      });
    }
  }, [logout, navigate, t]);
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        whenLeaveAllowed(() => void run().then(resolve));
      }),
    [run],
  );
}

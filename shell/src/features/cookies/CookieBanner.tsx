import { Suspense, lazy, memo, useEffect, useRef } from 'react';
import { useOpenedOnce } from '@chargevalet/platform';
import { MAIN_CONTENT_ID } from '../paths';
import { ConsentBar } from './ConsentBar';
import { useCookieConsent } from './cookieConsentStore';

// The settings and the cookie declaration load when first opened: a page shows them only on request.
const CookieSettingsModal = lazy(() => import('./CookieSettingsModal').then((m) => ({ default: m.CookieSettingsModal })));

/**
 * Consent banner at the top of the page until the visitor decides (Accept all, necessary only, or Settings →
 * CookieSettingsModal). Not modal: the page stays usable and reachable by keyboard. It also carries the settings
 * modal, so mounting CookieBanner once per page is all the frame needs; `openCookieSettings()` reopens it later.
 * The modal's code loads when it first opens and then stays mounted (closing hands focus back).
 */
export const CookieBanner = memo(function CookieBanner() {
  const hasDecided = useCookieConsent((state) => state.hasDecided);
  const acceptAll = useCookieConsent((state) => state.acceptAll);
  const rejectOptional = useCookieConsent((state) => state.rejectOptional);
  const openSettings = useCookieConsent((state) => state.openSettings);
  const settingsOpen = useCookieConsent((state) => state.settingsOpen);
  const settingsUsed = useOpenedOnce(settingsOpen);
  // Focus moves to the main content (a keyboard user does not start over) when the banner this page showed goes away (and the settings modal, if used, has closed).
  const shown = useRef(!hasDecided);
  useEffect(() => {
    if (shown.current && hasDecided && !settingsOpen) {
      shown.current = false;
      document.getElementById(MAIN_CONTENT_ID)?.focus();
    }
  }, [hasDecided, settingsOpen]);
  return (
    <>
      {!hasDecided && <ConsentBar onAcceptAll={acceptAll} onRejectOptional={rejectOptional} onOpenSettings={openSettings} />}
      {settingsUsed && (
        <Suspense fallback={null}>
          <CookieSettingsModal />
        </Suspense>
      )}
    </>
  );
});

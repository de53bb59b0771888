import { ConsentBar } from './ConsentBar';
import { CookieSettingsModal } from './CookieSettingsModal';
import { useCookieConsent } from './cookieConsentStore';

/**
 * Consent banner at the bottom of the page until the visitor decides (Accept all, necessary only, or Settings →
 * CookieSettingsModal). Not modal: the page stays usable and reachable by keyboard. It also carries the settings
 * modal, so mounting CookieBanner once per page is all the frame needs; `openCookieSettings()` reopens it later.
 */
export function CookieBanner() {
  const hasDecided = useCookieConsent((state) => state.hasDecided);
  const acceptAll = useCookieConsent((state) => state.acceptAll);
  const rejectOptional = useCookieConsent((state) => state.rejectOptional);
  const openSettings = useCookieConsent((state) => state.openSettings);
  return (
    <>
      {!hasDecided && <ConsentBar onAcceptAll={acceptAll} onRejectOptional={rejectOptional} onOpenSettings={openSettings} />}
      <CookieSettingsModal />
    </>
  );
}

import { Box, useAuth } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from './texts';
import { useDocumentTitle } from '@chargevalet/platform';
import { AccountSection } from './AccountSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { TrackOrderBanner } from './TrackOrderBanner';

/** Route `/`: hero, how it works, FAQ, order-tracking banner and, for anonymous visitors, the account buttons. */
export function LandingPage() {
  const { t } = useTranslation(SHELL_NS);
  const status = useAuth((state) => state.status);
  useDocumentTitle(t('landing.documentTitle'));
  return (
    <Box>
      <HeroSection />
      <HowItWorksSection />
      <FaqSection />
      <TrackOrderBanner />
      {status === 'anonymous' && <AccountSection />}
    </Box>
  );
}

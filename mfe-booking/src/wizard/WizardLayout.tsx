import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CloseButton,
  Drawer,
  Flex,
  Grid,
  Heading,
  PageHeading,
  Portal,
  Text,
  focusHeadingIfLost,
  formatEuro,
  useLocale,
  shownOnlyWhere,
  useDocumentTitle,
  useMediaMatch,
  useStickyBarSpace,
} from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { ORDER_SUMMARY_BREAKPOINT, type WizardStep } from '@chargevalet/contract/core';
import { BOOKING_NS } from '../i18n';
import { StepBar } from '../StepBar';
import { OrderSummary } from './OrderSummary';
import { useOrderTotals } from './useOrderTotals';
import { useWizardStore } from './wizardStore';

/** At ORDER_SUMMARY_BREAKPOINT (968 px) and wider the summary is a side card; below it a bottom modal. */
const WIDE = `(min-width: ${ORDER_SUMMARY_BREAKPOINT}px)`;

/** Below 968 px: a bar at the bottom with the total and the "Order summary" button opening the bottom modal. */
function SummaryBottomModal() {
  const { t } = useTranslation(BOOKING_NS);
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const { totals } = useOrderTotals();
  const hasPackage = useWizardStore((s) => s.packageId !== null);
  // The bar never covers the control that has focus (the terms checkbox, the Next button): the page scrolls past it.
  const bar = useRef<HTMLDivElement>(null);
  useStickyBarSpace(bar, 'bottom');
  return (
    <>
      <Box
        ref={bar}
        position="sticky"
        bottom="0"
        mt="6"
        mx={{ base: '-3', md: '0' }}
        px="3"
        py="3"
        bg="bg"
        borderTopWidth="1px"
        shadow="md"
        zIndex="sticky"
        css={shownOnlyWhere(WIDE, false)}
        data-testid="summary-bar"
      >
        <Flex align="center" justify="space-between" gap="3">
          <Box>
            <Text fontSize="xs" color="fg.muted">
              {t('summary.total')}
            </Text>
            <Text fontWeight="semibold">{hasPackage && totals ? formatEuro(totals.grand_total, locale) : '–'}</Text>
          </Box>
          <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {t('summary.title')}
          </Button>
        </Flex>
      </Box>
      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="bottom">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content roundedTop="l2" maxH="85vh">
              <Drawer.Header>
                <Drawer.Title>{t('summary.title')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <OrderSummary />
              </Drawer.Body>
              <Drawer.Footer>
                <Button w="full" colorPalette="brand" onClick={() => setOpen(false)}>
                  {t('summary.back')}
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('summary.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}

/** Whether a wizard step was on screen before in this page's life (the layout's effect runs once for each step shown). */
let stepShown = false;

export interface WizardLayoutProps {
  step: WizardStep;
  children: ReactNode;
  /** Optional heading override (default: the step's title and description). */
  title?: ReactNode;
  description?: ReactNode;
}

/**
 * The frame of every wizard step: the step bar, the heading, the step's content and the order summary — a side
 * card from 968 px, below that a bottom bar opening the "Order summary" bottom modal (SPEC §2, §9).
 */
export function WizardLayout({ step, children, title, description }: WizardLayoutProps) {
  const { t } = useTranslation(BOOKING_NS);
  // The layout follows the width by CSS; `wide` only drops the summary that is not shown (undefined while the
  // build-time page hydrates: it holds both).
  const wide = useMediaMatch(WIDE);
  const frame = useRef<HTMLDivElement>(null);
  // The tab's title in the page's language (it follows a language switch).
  useDocumentTitle(t('documentTitle', { step: t(`steps.${step}.title`) }));
  // A new step replaces the control that had focus (Next, Back, the step bar): focus would fall to <body>, so a
  // keyboard or screen-reader user lands on the new step's heading instead (not on the first step shown).
  useEffect(() => {
    const firstShown = !stepShown;
    stepShown = true;
    if (!firstShown) focusHeadingIfLost(frame.current);
  }, [step]);
  return (
    <Box data-step={step} ref={frame}>
      <StepBar active={step} />
      <PageHeading title={title ?? t(`steps.${step}.title`)} description={description ?? t(`steps.${step}.description`)} />
      <Grid templateColumns="minmax(0, 1fr)" css={{ [`@media ${WIDE}`]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } }} gap="8" alignItems="start">
        <Box minW="0">{children}</Box>
        {wide !== false && (
          <Card.Root
            as="aside"
            aria-labelledby="order-summary-title"
            position="sticky"
            top="4"
            variant="outline"
            css={shownOnlyWhere(WIDE, true)}
          >
            <Card.Header pb="0">
              <Heading as="h2" size="md" id="order-summary-title">
                {t('summary.title')}
              </Heading>
            </Card.Header>
            <Card.Body>
              <OrderSummary />
            </Card.Body>
          </Card.Root>
        )}
      </Grid>
      {wide !== true && <SummaryBottomModal />}
    </Box>
  );
}

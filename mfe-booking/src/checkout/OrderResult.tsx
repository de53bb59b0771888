import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Card, Flex, Heading, List, OrderStatusBadge, Stack, Text, focusHeadingIfLost, formatDateTime, formatEuro, useLocale } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ORDER_STATE_LABELS, formatAddress, orderStateSchema, wizardStepPath, type Order, type OrderState } from '@chargevalet/contract';
import { BOOKING_NS } from '../i18n';
import { useWizardStore } from '../wizard/wizardStore';
import { readLastOrder, takeClearWizard } from './lastOrder';
import './texts';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Flex as="div" justify="space-between" gap="4" py="2" borderBottomWidth="1px" borderColor="border.muted" wrap="wrap">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m="0" fontWeight="medium" textAlign="end" data-testid={testId}>
        {children}
      </Text>
    </Flex>
  );
}

/** The state as a badge in words (colour is never the only hint): the platform's badge, label and SPEC §4 colour. */
function StateBadge({ state }: { state: OrderState }) {
  return (
    <Box as="span" data-testid="order-state" data-state={state}>
      <OrderStatusBadge state={state} size="lg" />
    </Box>
  );
}

/**
 * The result of placing an order (`?status={state}`, SPEC §2): order number, state, pickup and return, what
 * happens next; a cancelled order (failed payment) offers to try again.
 */
export function OrderResult({ status, signedIn }: { status: string; signedIn: boolean }) {
  const { t } = useTranslation(BOOKING_NS);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const reset = useWizardStore((s) => s.reset);
  const stored = readLastOrder();
  const order: Order | null = stored && stored.state === status ? stored : null;
  const state = order?.state ?? status;
  const cancelled = state === 'cancelled';
  const textKey = state === 'created' || state === 'cancelled' || state === 'pending_payment' ? state : 'other';
  const knownState = orderStateSchema.safeParse(state);
  const stateWord = knownState.success ? ORDER_STATE_LABELS[locale][knownState.data] : state;
  // "We sent you an e-mail to set your password" only to a guest who asked for an account (DESIGN: the consent
  // creates it); read before the wizard data is cleared below.
  const [newAccount] = useState(() => !signedIn && useWizardStore.getState().payment?.create_account === true);
  // SPEC: the wizard data is cleared after a successful order (once, when its result shows).
  useEffect(() => {
    if (takeClearWizard()) reset();
  }, [reset]);
  // The payment dialog closed with the Pay button in it: the result's heading takes the focus.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => focusHeadingIfLost(frame.current), []);

  const bookAgain = () => {
    reset();
    navigate(wizardStepPath('select-package'));
  };

  return (
    <Stack gap="6" maxW="3xl" data-testid="order-result" data-state={state} ref={frame}>
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color={cancelled ? 'fg.error' : undefined}>
          {t(`checkout.result.${textKey}.title`, { state: stateWord })}
        </Heading>
        {textKey !== 'other' && (
          <Text color="fg.muted" mt="2">
            {t(`checkout.result.${textKey}.text`, { email: order?.customer.email ?? '' })}
          </Text>
        )}
      </Box>
      {order ? (
        <Card.Root variant="outline">
          <Card.Body>
            <Box as="dl" m="0">
              <Row label={t('checkout.result.orderNumber')} testId="order-identity">
                <Text as="span" fontFamily="mono" fontSize="lg">
                  {order.identity}
                </Text>
              </Row>
              <Row label={t('checkout.result.state')}>
                <StateBadge state={order.state} />
              </Row>
              <Row label={t('checkout.result.pickup')} testId="order-pickup">
                {formatDateTime(order.pickup_time_slot.date_time, locale)}
              </Row>
              <Row label={t('checkout.result.return')} testId="order-return">
                {order.return_time_slot ? formatDateTime(order.return_time_slot.date_time, locale) : t('checkout.result.returnAsap')}
              </Row>
              <Row label={t('checkout.result.pickupAddress')} testId="order-pickup-address">
                {formatAddress(order.pickup_address)}
              </Row>
              <Row label={t('checkout.result.total')} testId="order-total">
                {order.is_free ? t('checkout.result.free') : formatEuro(order.estimated_grand_total, locale)}
              </Row>
            </Box>
          </Card.Body>
        </Card.Root>
      ) : (
        <Text data-testid="order-status-only">{t('checkout.result.unknown', { state: stateWord })}</Text>
      )}
      {!cancelled && (
        <Box as="section" aria-labelledby="next-title">
          <Heading as="h2" size="md" id="next-title" mb="3">
            {t('checkout.result.nextTitle')}
          </Heading>
          <List.Root as="ol" gap="2" ps="5">
            <List.Item>{t('checkout.result.next.mail')}</List.Item>
            {newAccount && <List.Item>{t('checkout.result.next.account')}</List.Item>}
            <List.Item>{t('checkout.result.next.driver')}</List.Item>
            <List.Item>{t('checkout.result.next.pickup')}</List.Item>
            {order && !order.is_free && <List.Item>{t('checkout.result.next.pay')}</List.Item>}
          </List.Root>
        </Box>
      )}
      <Flex gap="3" wrap="wrap">
        {cancelled ? (
          <Button colorPalette="brand" onClick={() => navigate(wizardStepPath('payment-method'), { replace: true })}>
            {t('checkout.result.tryAgain')}
          </Button>
        ) : (
          <>
            {signedIn ? (
              <Button asChild colorPalette="brand">
                <RouterLink to="/profile/orders">{t('checkout.result.myOrders')}</RouterLink>
              </Button>
            ) : (
              <Button asChild colorPalette="brand">
                {/* The tracking form opens with this order's number filled in. */}
                <RouterLink to={order ? `/track-my-number?number=${encodeURIComponent(order.identity)}` : '/track-my-number'}>{t('checkout.result.track')}</RouterLink>
              </Button>
            )}
            <Button variant="outline" onClick={bookAgain}>
              {t('checkout.result.again')}
            </Button>
          </>
        )}
      </Flex>
    </Stack>
  );
}

import { useTranslation } from 'react-i18next';
import type { Order, PriceEstimateRequest } from '@chargevalet/contract';
import { ORDERS_NS, Text, formatEuro, useLocale } from '@chargevalet/platform';
import { DetailSection } from '@chargevalet/platform/orders';
import { ORDER_EDIT_NS } from './texts';
import { useLiveEstimate } from './useLiveEstimate';

/**
 * Estimation costs of the edit form: the order's estimate while the priced fields are as booked, otherwise the
 * live estimate for the form's values (asked after a short wait; only the latest answer is shown).
 */
export function EstimateSection({ order, fields }: { order: Order; fields: PriceEstimateRequest }) {
  const { t } = useTranslation([ORDERS_NS, ORDER_EDIT_NS]);
  const { locale } = useLocale();
  const asBooked =
    fields.package_id === order.package.id &&
    fields.charging_level_id === order.charging_level_id &&
    fields.is_wash_car === order.is_wash_car &&
    fields.is_use_fuel_card === order.is_use_fuel_card;
  const live = useLiveEstimate(order.id, asBooked ? null : fields);
  const totals = asBooked
    ? { service_total: order.estimated_service_total, electricity_total: order.estimated_electricity_total, grand_total: order.estimated_grand_total }
    : live.totals;
  const euro = (cents: number | undefined) => (cents === undefined ? t(`${ORDERS_NS}:none`) : formatEuro(cents, locale));
  return (
    <DetailSection
      title={t(`${ORDERS_NS}:sections.estimation`)}
      rows={[
        { label: t(`${ORDERS_NS}:costs.service`), value: euro(totals?.service_total) },
        { label: t(`${ORDERS_NS}:costs.electricity`), value: euro(totals?.electricity_total) },
        { label: t(`${ORDERS_NS}:costs.total`), value: <strong data-testid="estimate-total">{euro(totals?.grand_total)}</strong> },
      ]}
    >
      <Text fontSize="sm" color={!asBooked && live.failed ? 'fg.error' : 'fg.muted'} aria-live="polite" mt="2">
        {!asBooked && live.pending ? t(`${ORDER_EDIT_NS}:estimating`) : !asBooked && live.failed ? t(`${ORDER_EDIT_NS}:estimateFailed`) : ''}
      </Text>
    </DetailSection>
  );
}

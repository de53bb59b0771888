import type { TFunction } from 'i18next';
import { formatDateTime } from '@chargevalet/platform';
import type { CustomerOrderItem, Locale } from '@chargevalet/contract';

/** What happens next with an active order, in the customer's words ("driver on the way to you", "charging", …). */
export function nextStepText(t: TFunction, order: Pick<CustomerOrderItem, 'state' | 'pickup_time_slot'>, locale: Locale): string {
  return t(`nextStep.${order.state}`, { time: formatDateTime(order.pickup_time_slot.date_time, locale), defaultValue: '' });
}

import { creditNotePath, formatAddress, formatPhone, receiptPath, RECEIPT_STATES } from '@chargevalet/contract/core';
import type { Order } from '@chargevalet/contract';
import { useTranslation } from 'react-i18next';
import { Link, SimpleGrid } from '@chakra-ui/react';
import { formatDateTime, formatEuro } from '../format';
import { useLocale } from '../i18n';
import { useAuth } from '../auth';
import { DetailSection, type DetailRow } from './DetailSection';
import { ORDERS_NS } from './i18n';

export interface OrderDetailsSectionsProps {
  order: Order;
  /** Staff see the estimated and the actual costs (SPEC §2 "for managers"). */
  withCosts?: boolean;
}

/** SPEC §2 order details: Car details, Order details, Pickup and return, Customer details (+ costs for staff). */
export function OrderDetailsSections({ order, withCosts = false }: OrderDetailsSectionsProps) {
  const { t } = useTranslation(ORDERS_NS);
  const { locale } = useLocale();
  const role = useAuth((state) => state.user?.role);
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const text = (value: string | null | undefined) => value || t('none');
  const euro = (cents: number | null) => (cents === null ? t('costs.notEntered') : formatEuro(cents, locale));
  const costs = (service: number | null, electricity: number | null, total: number | null): DetailRow[] => [
    { label: t('costs.service'), value: euro(service) },
    { label: t('costs.electricity'), value: euro(electricity) },
    { label: t('costs.total'), value: <strong>{euro(total)}</strong> },
  ];

  const car: DetailRow[] = [
    { label: t('car.type'), value: t(`car.${order.car.car_type}`) },
    { label: t('car.licensePlate'), value: order.car.license_plate },
    { label: t('car.brand'), value: text(order.car.brand) },
    { label: t('car.model'), value: text(order.car.model) },
    { label: t('car.color'), value: text(order.car.color) },
  ];
  const details: DetailRow[] = [
    { label: t('order.package'), value: order.package.translations[locale].title },
    { label: t('order.chargingLevel'), value: order.charging_level.translations[locale].title },
    { label: t('order.returnType'), value: order.return_type ? order.return_type.translations[locale].title : t('none') },
    { label: t('order.washCar'), value: yesNo(order.is_wash_car) },
    { label: t('order.fuelCard'), value: yesNo(order.is_use_fuel_card) },
    { label: t('order.sendBill'), value: yesNo(order.is_send_bill) },
    { label: t('order.paymentMethod'), value: t(`order.methods.${order.payment_method.method_code}`) },
    { label: t('order.createdAt'), value: formatDateTime(order.created_at, locale) },
    { label: t('order.guestOrder'), value: yesNo(order.is_guest_order) },
    // A paid order's PDF receipt: its customer and managers (drivers have none).
    ...((role === 'customer' || role === 'manager') && (RECEIPT_STATES as readonly string[]).includes(order.state)
      ? [{ label: t('order.receipt'), value: <Link href={receiptPath(role, order.id)} download>{t('order.downloadReceipt')}</Link> }]
      : []),
    // Its refunds' credit notes (issue 30).
    ...((role === 'customer' || role === 'manager') && order.credit_notes?.length
      ? [
          {
            label: t('order.creditNotes'),
            value: (
              <>
                {order.credit_notes.map((note) => (
                  <Link key={note.number} href={creditNotePath(role, order.id, note.number)} download display="block">
                    {t('order.downloadCreditNote', { number: note.number, amount: formatEuro(note.amount, locale) })}
                  </Link>
                ))}
              </>
            ),
          },
        ]
      : []),
  ];
  const pickupReturn: DetailRow[] = [
    { label: t('pickupReturn.pickupAddress'), value: formatAddress(order.pickup_address) },
    { label: t('pickupReturn.pickupTime'), value: formatDateTime(order.pickup_time_slot.date_time, locale) },
    { label: t('pickupReturn.returnAddress'), value: formatAddress(order.return_address) },
    {
      label: t('pickupReturn.returnTime'),
      value: order.return_time_slot ? formatDateTime(order.return_time_slot.date_time, locale) : t('pickupReturn.asSoonAsReady'),
    },
    ...(order.station_address ? [{ label: t('pickupReturn.station'), value: formatAddress(order.station_address) }] : []),
  ];
  const customer: DetailRow[] = [
    { label: t('customer.name'), value: order.customer.name },
    { label: t('customer.phone'), value: <Link href={`tel:${order.customer.phone}`}>{formatPhone(order.customer.phone)}</Link> },
    { label: t('customer.email'), value: <Link href={`mailto:${order.customer.email}`}>{order.customer.email}</Link> },
    { label: t('customer.billingAddress'), value: text(order.billing_address.street && formatAddress(order.billing_address)) },
  ];

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <DetailSection title={t('sections.car')} rows={car} />
      <DetailSection title={t('sections.order')} rows={details} />
      <DetailSection title={t('sections.pickupReturn')} rows={pickupReturn} />
      <DetailSection title={t('sections.customer')} rows={customer} />
      {withCosts && (
        <>
          <DetailSection
            title={t('sections.estimation')}
            rows={costs(order.estimated_service_total, order.estimated_electricity_total, order.estimated_grand_total)}
          />
          <DetailSection title={t('sections.actual')} rows={costs(order.service_total, order.electricity_total, order.grand_total)} />
        </>
      )}
    </SimpleGrid>
  );
}

import { ORDER_STATE_LABELS, orderStateSchema, type Locale, type NotificationKind } from '@chargevalet/contract';

/** Notification texts per recipient language; `{{identity}}` is the order number, other placeholders come from data. */
export const NOTIFICATION_TEXTS: Record<Locale, Record<NotificationKind, string>> = {
  de: {
    order_created: 'Neuer Auftrag {{identity}} ist eingegangen.',
    order_assigned: 'Dir wurde der Auftrag {{identity}} zugewiesen.',
    order_unassigned: 'Der Auftrag {{identity}} ist dir nicht mehr zugewiesen.',
    order_cancelled: 'Der Auftrag {{identity}} wurde storniert.',
    order_status_changed: 'Auftrag {{identity}}: {{status}}.',
    rate_request: 'Wie war dein Fahrer? Bewerte den Auftrag {{identity}}.',
    payment_failed: 'Die Zahlung für den Auftrag {{identity}} ist fehlgeschlagen.',
  },
  en: {
    order_created: 'New order {{identity}} has arrived.',
    order_assigned: 'Order {{identity}} has been assigned to you.',
    order_unassigned: 'Order {{identity}} is no longer assigned to you.',
    order_cancelled: 'Order {{identity}} has been cancelled.',
    order_status_changed: 'Order {{identity}}: {{status}}.',
    rate_request: 'How was your driver? Rate order {{identity}}.',
    payment_failed: 'The payment for order {{identity}} has failed.',
  },
};

export type NotificationData = Record<string, string | number | boolean | null>;

/** The text of one notification in `locale`; a `status` that is an order state is shown by its name. */
export function renderNotificationText(kind: NotificationKind, locale: Locale, identity: string | null, data: NotificationData): string {
  const state = orderStateSchema.safeParse(data.status);
  const values: NotificationData = { ...data, identity, ...(state.success ? { status: ORDER_STATE_LABELS[locale][state.data] } : {}) };
  return NOTIFICATION_TEXTS[locale][kind].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

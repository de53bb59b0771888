import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { euroToCents, parseEuro, refundableAmount, refundRequestSchema, type Order } from '@chargevalet/contract';
import { AppDialog, Button, Field, Input, Stack, Text, Textarea, formatEuro, isApiError, notify, serverMessage, useFieldError, useLocale } from '@chargevalet/platform';
import { newRefundKey, useRefundOrder } from '../api/refundOrder';
import { MANAGER_ORDERS_NS } from '../texts';

export interface RefundModalProps {
  order: Order;
  open: boolean;
  onClose(): void;
}

/**
 * Refund (issue 30): part or all of what the customer paid goes back to the card, with a credit note and a mail. The
 * amount in euro (at most what is left), a reason for the credit note; one idempotency key per opened dialog.
 */
export function RefundModal({ order, open, onClose }: RefundModalProps) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  return (
    <AppDialog open={open} onClose={onClose} title={t('refund.title')}>
      {open && <RefundForm order={order} onDone={onClose} />}
    </AppDialog>
  );
}

function RefundForm({ order, onDone }: { order: Order; onDone(): void }) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  const { locale } = useLocale();
  const errorText = useFieldError();
  const mutation = useRefundOrder(order.id);
  const [key] = useState(newRefundKey);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const max = refundableAmount(order);
  const euro = (cents: number) => formatEuro(cents, locale);

  const submit = async () => {
    const euros = parseEuro(amount);
    const cents = euros === null || !Number.isFinite(euros) ? Number.NaN : euroToCents(euros);
    const parsed = refundRequestSchema.safeParse({ amount: cents, reason });
    const found: { amount?: string; reason?: string } = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as 'amount' | 'reason'] ??= errorText(issue.message);
    if (!found.amount && cents > max) found.amount = t('refund.tooMuch', { max: euro(max) });
    setErrors(found);
    if (!parsed.success || found.amount) return;
    try {
      await mutation.mutateAsync({ body: parsed.data, key });
      notify({ type: 'success', title: t('refund.success', { amount: euro(parsed.data.amount) }) });
      onDone();
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      setErrors({ amount: fieldErrors.amount?.[0], reason: fieldErrors.reason?.[0] });
      notify({ type: 'error', title: t('refund.failure'), description: serverMessage(error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <Text>{t('refund.summary', { paid: euro(order.paid_total), refunded: euro(order.refunded_total), max: euro(max) })}</Text>
        <Field label={t('refund.amount')} error={errors.amount} required>
          <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </Field>
        <Field label={t('refund.reason')} error={errors.reason} required helperText={t('refund.reasonHint')}>
          <Textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
          <Button variant="outline" onClick={onDone}>
            {t('refund.cancel')}
          </Button>
          <Button type="submit" colorPalette="red" loading={mutation.isPending}>
            {t('refund.submit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

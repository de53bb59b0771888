import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { statusDisablesCosts, statusModalOptions, statusNeedsCosts } from '@chargevalet/contract/core';
import { aboveEstimateResponseSchema, costFieldsShown, exceedsEstimate, formCostsTotal, statusFormSchema, toStatusChange, type Order, type OrderTotals, type StatusForm } from '@chargevalet/contract';
import {
  AppDialog,
  Box,
  Button,
  Field,
  Input,
  NativeSelect,
  ORDERS_NS,
  SimpleGrid,
  Stack,
  Text,
  formatEuro,
  isApiError,
  notify,
  serverMessage,
  useLocale,
} from '@chargevalet/platform';
import { useAllowedStatuses } from '../api/getAllowedStatuses';
import { useChangeStatus } from '../api/changeStatus';
import { useOrderTotals } from '../api/getOrderTotals';
import { QueryStatus } from '../QueryStatus';
import { MANAGER_ORDERS_NS } from '../texts';

export interface ChangeStatusModalProps {
  order: Order;
  open: boolean;
  onClose(): void;
}

/** SPEC §4 "Change status": the current state plus the server's allowed next states (without cancelled). */
export function ChangeStatusModal({ order, open, onClose }: ChangeStatusModalProps) {
  const { t } = useTranslation([MANAGER_ORDERS_NS, ORDERS_NS]);
  const allowed = useAllowedStatuses(order.id, open);
  return (
    <AppDialog open={open} onClose={onClose} title={t('status.title')}>
      <QueryStatus query={allowed} errorText={t('status.loadFailed')}>
        {(states) => <StatusFormBody order={order} options={statusModalOptions(order, states)} onDone={onClose} />}
      </QueryStatus>
    </AppDialog>
  );
}

/** A total above the estimate's tolerance, waiting for the manager's explicit confirmation. Cents. */
interface AboveEstimate {
  total: number;
  estimate: number;
  tolerance: number;
}

function StatusFormBody({ order, options, onDone }: { order: Order; options: Order['state'][]; onDone(): void }) {
  const { t } = useTranslation([MANAGER_ORDERS_NS, ORDERS_NS]);
  const { locale } = useLocale();
  const mutation = useChangeStatus(order.id);
  const { register, handleSubmit, control, setError, formState } = useForm<StatusForm>({
    resolver: zodResolver(statusFormSchema),
    defaultValues: { status: order.state, service_cost: '', electricity_cost: '' },
  });
  const [status, serviceCost, electricityCost] = useWatch({ control, name: ['status', 'service_cost', 'electricity_cost'] });
  const costsDisabled = statusDisablesCosts(status);
  const withCosts = statusNeedsCosts(status);
  const totals = useOrderTotals(order.id, withCosts);
  const total = formCostsTotal({ service_cost: serviceCost, electricity_cost: electricityCost });
  const [confirming, setConfirming] = useState<AboveEstimate | null>(null);
  // another amount or status asks again
  useEffect(() => setConfirming(null), [status, serviceCost, electricityCost]);

  const submit = handleSubmit(async (form) => {
    const entered = formCostsTotal(form);
    const known = totals.data;
    if (!confirming && statusNeedsCosts(form.status) && known && entered !== null && exceedsEstimate(entered, known.estimated_grand_total, known.estimate_tolerance_percent)) {
      setConfirming({ total: entered, estimate: known.estimated_grand_total, tolerance: known.estimate_tolerance_percent });
      return;
    }
    try {
      await mutation.mutateAsync(toStatusChange(form, order.state, confirming !== null));
      notify({ type: 'success', title: t('status.success') });
      onDone();
    } catch (error) {
      // The server's own check (its estimate may be newer than this view): the same question with its amounts.
      const above = isApiError(error) && error.status === 409 ? aboveEstimateResponseSchema.safeParse(error.body) : null;
      if (above?.success) {
        setConfirming({ total: above.data.total, estimate: above.data.estimate, tolerance: above.data.tolerance_percent });
        return;
      }
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      for (const field of ['service_cost', 'electricity_cost'] as const) {
        const message = fieldErrors[field]?.[0];
        if (message) setError(field, { message });
      }
      notify({ type: 'error', title: t('status.failure'), description: serverMessage(error) });
      // 409: the order moved on; its current state is on the page now (the modal would offer stale choices).
      if (isApiError(error) && error.status === 409) onDone();
    }
  });

  if (options.length <= 1) return <Text>{t('status.noneAllowed')}</Text>;
  const euro = (cents: number) => formatEuro(cents, locale);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <Field label={t('status.statusLabel')} error={formState.errors.status}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('status')}>
              {options.map((state) => (
                <option key={state} value={state}>
                  {state === order.state ? `${t(`${ORDERS_NS}:states.${state}`)} (${t('status.current')})` : t(`${ORDERS_NS}:states.${state}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
        {costFieldsShown(status) && (
          <Stack gap="2">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <Field label={t('status.serviceCost')} error={formState.errors.service_cost} required={!costsDisabled} disabled={costsDisabled}>
                <Input inputMode="decimal" autoComplete="off" {...register('service_cost')} />
              </Field>
              <Field label={t('status.electricityCost')} error={formState.errors.electricity_cost} required={!costsDisabled} disabled={costsDisabled}>
                <Input inputMode="decimal" autoComplete="off" {...register('electricity_cost')} />
              </Field>
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              {t(costsDisabled ? 'status.noChargeHint' : 'status.costsHint')}
            </Text>
            {withCosts && <CostSummary order={order} totals={totals.data} total={total} euro={euro} />}
          </Stack>
        )}
        {confirming && (
          <Box role="alert" borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="md" p="3">
            <Text fontWeight="semibold">{t('status.aboveEstimate', { total: euro(confirming.total), estimate: euro(confirming.estimate), tolerance: confirming.tolerance })}</Text>
            <Text>{t('status.aboveEstimateQuestion', { total: euro(confirming.total), estimate: euro(confirming.estimate) })}</Text>
          </Box>
        )}
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
          {confirming ? (
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t('status.back')}
            </Button>
          ) : (
            <Button variant="outline" onClick={onDone}>
              {t('status.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={status === order.state} loading={formState.isSubmitting} colorPalette={confirming ? 'red' : undefined}>
            {confirming ? t('status.confirmCharge', { total: euro(confirming.total) }) : t('status.continue')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** The numbers in view while costs are typed: the estimate, what the card authorised, the new total (live). */
function CostSummary({ order, totals, total, euro }: { order: Order; totals: OrderTotals | undefined; total: number | null; euro(cents: number): string }) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  const rows: [string, string, string][] = [
    ['estimate', t('status.estimate'), euro(totals?.estimated_grand_total ?? order.estimated_grand_total)],
    ['authorized', t('status.authorized'), totals ? euro(totals.authorized_total) : '…'],
    ['new-total', t('status.newTotal'), total === null ? '–' : euro(total)],
  ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns="1fr auto" gap="1" fontSize="sm" aria-live="polite">
      {rows.map(([key, label, value]) => (
        <Box key={key} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" textAlign="end" fontWeight={key === 'new-total' ? 'semibold' : undefined} data-testid={`cost-${key}`}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

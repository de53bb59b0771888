import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { costFieldsShown, statusDisablesCosts, statusFormSchema, statusModalOptions, toStatusChange, type Order, type StatusForm } from '@chargevalet/contract';
import {
  AppDialog,
  Button,
  Field,
  Input,
  NativeSelect,
  ORDERS_NS,
  SimpleGrid,
  Stack,
  Text,
  isApiError,
  notify,
  serverMessage,
} from '@chargevalet/platform';
import { useAllowedStatuses } from '../api/getAllowedStatuses';
import { useChangeStatus } from '../api/changeStatus';
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

function StatusFormBody({ order, options, onDone }: { order: Order; options: Order['state'][]; onDone(): void }) {
  const { t } = useTranslation([MANAGER_ORDERS_NS, ORDERS_NS]);
  const mutation = useChangeStatus(order.id);
  const { register, handleSubmit, watch, setError, formState } = useForm<StatusForm>({
    resolver: zodResolver(statusFormSchema),
    defaultValues: { status: order.state, service_cost: '', electricity_cost: '' },
  });
  const status = watch('status');
  const costsDisabled = statusDisablesCosts(status);

  const submit = handleSubmit(async (form) => {
    try {
      await mutation.mutateAsync(toStatusChange(form, order.state));
      notify({ type: 'success', title: t('status.success') });
      onDone();
    } catch (error) {
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
          </Stack>
        )}
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
          <Button variant="outline" onClick={onDone}>
            {t('status.cancel')}
          </Button>
          <Button type="submit" disabled={status === order.state} loading={formState.isSubmitting}>
            {t('status.continue')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

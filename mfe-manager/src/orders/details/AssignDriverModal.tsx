import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignResult, DriverSuggestion, Order } from '@chargevalet/contract';
import { AppDialog, Box, Button, Fieldset, RadioGroup, Stack, Text, focusWhenSettled, formatDecimal, serverMessage, useLocale } from '@chargevalet/platform';
import { useAssignDriver } from '../api/assignDriver';
import { useDriverSuggestions } from '../api/getDriverSuggestions';
import { QueryStatus } from '../QueryStatus';
import { MANAGER_ORDERS_NS } from '../texts';

export interface AssignDriverModalProps {
  order: Pick<Order, 'id' | 'identity' | 'driver'>;
  open: boolean;
  onClose(): void;
}

// A result panel keeps the word it was opened with: after assigning, the order has a driver (and would read "reassign").
type Panel = { kind: 'form' } | { kind: 'success'; driver: string; action: string } | { kind: 'fail'; message: string; action: string };

/** The first suggestion that is not the order's current driver (the server ranks them best first). */
export const preselectedDriver = (suggestions: DriverSuggestion[], currentDriverId: string | undefined): string =>
  suggestions.find((d) => d.id !== currentDriverId)?.id ?? '';

/** SPEC §4 Assign / Reassign: the form, then a success or a fail panel (SPEC §8 titles and texts). */
export function AssignDriverModal({ order, open, onClose }: AssignDriverModalProps) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  const reassign = order.driver !== null;
  const action = t(reassign ? 'assign.reassigned' : 'assign.assigned');
  const [panel, setPanel] = useState<Panel>({ kind: 'form' });
  const result = useRef<HTMLDivElement>(null);
  // The result replaces the form (and the button that had focus): focus goes to the result's text.
  const showResult = (next: Panel) => {
    setPanel(next);
    focusWhenSettled(() => (result.current?.textContent ? result.current : null));
  };
  const suggestions = useDriverSuggestions(order.id, open && panel.kind === 'form');
  const close = () => {
    setPanel({ kind: 'form' });
    onClose();
  };
  const title =
    panel.kind === 'success'
      ? t('assign.successTitle', { action: panel.action })
      : panel.kind === 'fail'
        ? t('assign.failTitle', { action: panel.action })
        : t(reassign ? 'assign.titleReassign' : 'assign.title');

  return (
    <AppDialog open={open} onClose={close} title={title} role={panel.kind === 'fail' ? 'alertdialog' : 'dialog'}>
      {/* The live region is in the dialog before the result goes in: a region inserted together with its text is often not read. */}
      <Box role="status" ref={result} mb={panel.kind === 'form' ? '0' : '4'}>
        {panel.kind === 'success' && <Text>{t('assign.successText', { identity: order.identity, driver: panel.driver })}</Text>}
        {panel.kind === 'fail' && <Text>{panel.message}</Text>}
      </Box>
      {panel.kind === 'form' ? (
        <QueryStatus query={suggestions}>
          {(drivers) => (
            <AssignForm
              key={drivers.map((d) => d.id).join()}
              order={order}
              drivers={drivers}
              reassign={reassign}
              onCancel={close}
              onResult={(answer, driver) =>
                showResult('data' in answer ? { kind: 'success', driver, action } : { kind: 'fail', message: answer.error || t('assign.assignFailMessage'), action })
              }
              onError={(message) => showResult({ kind: 'fail', message, action })}
            />
          )}
        </QueryStatus>
      ) : (
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
          {panel.kind === 'fail' && (
            <Button variant="outline" onClick={() => setPanel({ kind: 'form' })}>
              {t('assign.tryAgain')}
            </Button>
          )}
          <Button onClick={close}>{t('assign.close')}</Button>
        </Stack>
      )}
    </AppDialog>
  );
}

interface AssignFormProps {
  order: AssignDriverModalProps['order'];
  drivers: DriverSuggestion[];
  reassign: boolean;
  onCancel(): void;
  onResult(result: AssignResult, driverName: string): void;
  onError(message: string): void;
}

function AssignForm({ order, drivers, reassign, onCancel, onResult, onError }: AssignFormProps) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  const { locale } = useLocale();
  const mutation = useAssignDriver();
  const [driverId, setDriverId] = useState(() => preselectedDriver(drivers, order.driver?.id));

  if (drivers.length === 0) return <Text>{t('assign.noDrivers')}</Text>;
  const submit = async () => {
    const name = drivers.find((d) => d.id === driverId)?.name ?? '';
    try {
      onResult(await mutation.mutateAsync({ orderId: order.id, driverId, reassign }), name);
    } catch (error) {
      onError(serverMessage(error) ?? t('assign.assignFailMessage'));
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">{t('assign.driverLabel')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('assign.suggestionsHint')}</Fieldset.HelperText>
          <RadioGroup.Root value={driverId} onValueChange={(details) => details.value && setDriverId(details.value)} name="driver" mt="2">
            <Stack gap="2">
              {drivers.map((driver) => (
                // Selected: a thicker border and a tint; focused: the platform's ring around the card (data-focus-card).
                <Box
                  key={driver.id}
                  data-focus-card=""
                  data-selected={driver.id === driverId ? '' : undefined}
                  borderWidth="2px"
                  rounded="l2"
                  p="3"
                  borderColor={driver.id === driverId ? 'brand.solid' : 'border'}
                  bg={driver.id === driverId ? 'brand.subtle' : undefined}
                >
                  <RadioGroup.Item value={driver.id} alignItems="flex-start" disabled={driver.id === order.driver?.id}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator mt="0.5" />
                    <Box>
                      <RadioGroup.ItemText fontWeight="medium">{driver.name}</RadioGroup.ItemText>
                      <Text fontSize="sm" color="fg.muted">
                        {[
                          driver.id === order.driver?.id ? t('assign.current') : null,
                          t('assign.bookings', { count: driver.bookings_that_day }),
                          driver.distance_km !== null ? t('assign.distance', { km: formatDecimal(driver.distance_km, locale) }) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Box>
                  </RadioGroup.Item>
                </Box>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Fieldset.Root>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
          <Button variant="outline" onClick={onCancel}>
            {t('assign.cancel')}
          </Button>
          <Button type="submit" disabled={!driverId} loading={mutation.isPending}>
            {t(reassign ? 'assign.submitReassign' : 'assign.submit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@chargevalet/contract';
import { AppDialog, Box, Button, Fieldset, Heading, RadioGroup, Stack, Text, notify, serverMessage } from '@chargevalet/platform';
import { QueryStatus } from '../orders/QueryStatus';
import { useCalendarAction, useCalendarAssign, useSlotOrders } from './api';
import { CALENDAR_NS } from './texts';

export interface SlotChoice {
  driver: { id: string; name: string };
  date: string;
  dayLabel: string;
  time: string;
  dayBlocked: boolean;
  entry: CalendarEntry;
}

type Panel = { kind: 'form' } | { kind: 'assigned' } | { kind: 'fail'; message: string };

/** SPEC §4 slot dialogs: a free slot offers Assign order and Block, a blocked one Unblock (booked slots are links). */
export function SlotDialog({ choice, onClose }: { choice: SlotChoice; onClose(): void }) {
  const { t } = useTranslation(CALENDAR_NS);
  const { driver, entry } = choice;
  const free = entry.status === 'free';
  const [panel, setPanel] = useState<Panel>({ kind: 'form' });
  const [orderId, setOrderId] = useState('');
  const orders = useSlotOrders(choice.date, entry.date_time, free && panel.kind === 'form');
  const action = useCalendarAction();
  const assign = useCalendarAssign();
  const busy = action.isPending || assign.isPending;
  const failed = (error: unknown) => notify({ type: 'error', title: t('errorTitle'), description: serverMessage(error) ?? t('oops') });

  const toggle = () => {
    const body = { driver_id: driver.id, date_time: entry.date_time };
    const request = choice.dayBlocked
      ? ({ kind: 'unblockDay', body: { driver_id: driver.id, date: choice.date } } as const)
      : ({ kind: free ? 'blockSlot' : 'unblockSlot', body } as const);
    action.mutate(request, { onSuccess: onClose, onError: failed });
  };
  const submitAssign = () =>
    assign.mutate(
      { driver_id: driver.id, order_id: orderId, date_time: entry.date_time },
      {
        onSuccess: (result) => setPanel('data' in result ? { kind: 'assigned' } : { kind: 'fail', message: result.error }),
        onError: (error) => {
          failed(error);
          setPanel({ kind: 'fail', message: serverMessage(error) ?? t('oops') });
        },
      },
    );

  const title =
    panel.kind === 'assigned' ? t('slot.assignedTitle') : panel.kind === 'fail' ? t('slot.failTitle') : t('slot.title', { day: choice.dayLabel, time: choice.time, driver: driver.name });
  const closeButton = (
    <Button variant="outline" onClick={onClose}>
      {t('slot.close')}
    </Button>
  );

  if (panel.kind !== 'form')
    return (
      <AppDialog open onClose={onClose} title={title} role={panel.kind === 'fail' ? 'alertdialog' : 'dialog'} footer={closeButton}>
        <Text>{panel.kind === 'fail' ? panel.message : t('slot.title', { day: choice.dayLabel, time: choice.time, driver: driver.name })}</Text>
      </AppDialog>
    );

  return (
    <AppDialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          {closeButton}
          <Button colorPalette={free ? 'gray' : 'blue'} variant={free ? 'outline' : 'solid'} loading={action.isPending} disabled={busy} onClick={toggle}>
            {choice.dayBlocked ? t('unblockDay') : free ? t('slot.block') : t('slot.unblock')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{choice.dayBlocked ? t('slot.dayBlocked') : free ? t('slot.free') : t('slot.blocked')}</Text>
        {free && (
          <Box as="section" aria-labelledby="assign-order-heading">
            <Heading as="h3" size="sm" id="assign-order-heading" mb="2">
              {t('slot.assignTitle')}
            </Heading>
            <QueryStatus query={orders}>
              {(items) =>
                items.length === 0 ? (
                  <Text color="fg.muted">{t('slot.noOrders')}</Text>
                ) : (
                  <Stack gap="3">
                    <Fieldset.Root>
                      <Fieldset.Legend>{t('slot.assignHint')}</Fieldset.Legend>
                      <RadioGroup.Root value={orderId} onValueChange={(details) => setOrderId(details.value ?? '')}>
                        <Stack gap="2">
                          {items.map((item) => (
                            <RadioGroup.Item key={item.id} value={item.id}>
                              <RadioGroup.ItemHiddenInput />
                              <RadioGroup.ItemIndicator />
                              <RadioGroup.ItemText>
                                {item.identity} · {item.customer.name} · {item.car.license_plate}
                              </RadioGroup.ItemText>
                            </RadioGroup.Item>
                          ))}
                        </Stack>
                      </RadioGroup.Root>
                    </Fieldset.Root>
                    <Button alignSelf="start" colorPalette="blue" disabled={!orderId || busy} loading={assign.isPending} onClick={submitAssign}>
                      {t('slot.assign')}
                    </Button>
                  </Stack>
                )
              }
            </QueryStatus>
          </Box>
        )}
      </Stack>
    </AppDialog>
  );
}

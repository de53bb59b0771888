import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Handover, Order, OrderState } from '@chargevalet/contract';
import { AppDialog, Box, Button, ORDERS_NS, Stack, Text, notify, translateError } from '@chargevalet/platform';
import { useAllowedStates, useChangeStatus } from '../api/driverApi';
import { DRIVER_NS } from '../i18n';
import { missingRecordFor, splitNextStates } from './nextStep';
import { useQueuedStatus } from './statusQueue';

/**
 * ONE large button for the next state (thumb reach on a phone), the other allowed states behind "Other status",
 * and a confirmation before anything is sent (SPEC §4: only with can_update_status). A move that waits for a
 * handover record is disabled and says which. `onChanged`: the change was made (or queued); focus goes to the result.
 */
export function StatusActions({ order, records, onChanged }: { order: Order; records: readonly Pick<Handover, 'kind'>[]; onChanged: () => void }) {
  const { t } = useTranslation([DRIVER_NS, ORDERS_NS]);
  const allowed = useAllowedStates(order);
  const change = useChangeStatus(order);
  const [moreOpen, setMoreOpen] = useState(false);
  const [target, setTarget] = useState<OrderState | null>(null);
  // The dialog (and the platform's dialog machines) is mounted when the driver first picks a state, then kept.
  const [asked, setAsked] = useState(false);
  const ask = (state: OrderState) => {
    setAsked(true);
    setTarget(state);
  };
  const waiting = useQueuedStatus(order.identity);
  if (!order.can_update_status) return null;
  const stateName = (state: OrderState) => t(`${ORDERS_NS}:states.${state}`);
  // A change made offline waits for the connection: no second change on top of it.
  if (waiting)
    return (
      <Box as="section" aria-label={t('actions.label')}>
        <Box role="status" borderWidth="2px" borderStyle="dashed" borderColor="orange.solid" borderRadius="md" p="4" bg="orange.subtle">
          <Text fontWeight="semibold">{t('queue.waiting', { state: stateName(waiting.status) })}</Text>
          <Text fontSize="sm">{t('queue.waitingHint')}</Text>
        </Box>
      </Box>
    );
  if (!allowed.data) return null;
  const { primary, others } = splitNextStates(order, allowed.data);
  if (!primary) return <Text color="fg.muted">{t('actions.none')}</Text>;

  const primaryWaits = missingRecordFor(primary, records);
  const confirm = () => {
    if (!target) return;
    change.mutate(target, {
      onSuccess: (outcome) => {
        notify({ type: outcome.queued ? 'info' : 'success', title: t(outcome.queued ? 'queue.queued' : 'actions.changed') });
        onChanged();
      },
      onError: (error) => notify({ type: 'error', title: t('actions.failed'), description: error instanceof Error ? translateError(error.message) : undefined }),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <Box as="section" aria-label={t('actions.label')}>
      <Stack gap="3">
        <Button size="2xl" minH="16" w="full" fontSize="lg" whiteSpace="normal" disabled={primaryWaits !== null} onClick={() => ask(primary)}>
          {t(`actions.next.${primary}`, { defaultValue: stateName(primary) })}
        </Button>
        {primaryWaits && (
          <Text color="fg.muted" fontSize="sm" textAlign="center">
            {t(`actions.needsRecord.${primaryWaits}`)}
          </Text>
        )}
        {others.length > 0 && (
          <>
            <Button variant="outline" minH="11" aria-expanded={moreOpen} aria-controls="driver-more-states" onClick={() => setMoreOpen((open) => !open)}>
              {t('actions.more')} {moreOpen ? '▴' : '▾'}
            </Button>
            {moreOpen && (
              <Stack id="driver-more-states" gap="2">
                {others.map((state) => (
                  <Button key={state} variant="subtle" minH="11" disabled={missingRecordFor(state, records) !== null} onClick={() => ask(state)}>
                    {t(`actions.next.${state}`, { defaultValue: stateName(state) })}
                  </Button>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
      {asked && (
        <AppDialog
          open={target !== null}
          onClose={() => setTarget(null)}
          title={t('actions.confirmTitle')}
          size="sm"
          footer={
            <>
              <Button variant="outline" minH="11" onClick={() => setTarget(null)}>
                {t('actions.cancel')}
              </Button>
              <Button minH="11" loading={change.isPending} onClick={confirm}>
                {t('actions.confirm')}
              </Button>
            </>
          }
        >
          {target && <Text>{t('actions.confirmText', { identity: order.identity, state: stateName(target) })}</Text>}
        </AppDialog>
      )}
    </Box>
  );
}

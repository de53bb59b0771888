import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ManagerOrderItem } from '@chargevalet/contract';
import { Box, Button, Heading, Link, List, Menu, Portal, Stack, Text, formatDateTime, notify, serverMessage, useDormantMenu, useLocale } from '@chargevalet/platform';
import { useDriverSuggestions } from '../orders/api/getDriverSuggestions';
import { QueryStatus } from '../orders/QueryStatus';
import { useCalendarAssign, useUnassignedOrders } from './api';
import { CALENDAR_NS } from './texts';

/**
 * Beside the calendar (issue 32): the orders of the shown days that have no driver yet, by pickup, each assignable
 * from a menu of the drivers free at its pickup and return (best first, the dispatch's suggestions).
 */
export function UnassignedOrders({ from, days }: { from: string; days: number }) {
  const { t } = useTranslation(CALENDAR_NS);
  const orders = useUnassignedOrders(from, days);
  return (
    <Box as="section" aria-labelledby="unassigned-heading" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="sm" id="unassigned-heading" mb="2">
        {t('unassigned.title', { count: orders.data?.length ?? 0 })}
      </Heading>
      <QueryStatus query={orders}>
        {(items) =>
          items.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t('unassigned.empty')}
            </Text>
          ) : (
            <List.Root variant="plain" gap="3">
              {items.map((item) => (
                <List.Item key={item.id}>
                  <UnassignedOrder item={item} />
                </List.Item>
              ))}
            </List.Root>
          )
        }
      </QueryStatus>
    </Box>
  );
}

function UnassignedOrder({ item }: { item: ManagerOrderItem }) {
  const { t } = useTranslation(CALENDAR_NS);
  const { locale } = useLocale();
  // a plain button until first opened; then the menu opens in its place (defaultOpen) and loads the drivers while open
  const { awake, triggerProps } = useDormantMenu();
  const [open, setOpen] = useState(true);
  const suggestions = useDriverSuggestions(item.id, awake && open);
  const assign = useCalendarAssign();
  // (awaited, not mutate's callbacks: once assigned the order leaves the list, and this item with it)
  const choose = async (driver: { id: string; name: string }) => {
    try {
      const result = await assign.mutateAsync({ driver_id: driver.id, order_id: item.id, date_time: item.pickup_time_slot.date_time });
      if ('data' in result) notify({ type: 'success', title: t('unassigned.assigned', { identity: item.identity, driver: driver.name }) });
      else notify({ type: 'error', title: t('slot.failTitle'), description: result.error });
    } catch (error) {
      notify({ type: 'error', title: t('errorTitle'), description: serverMessage(error) ?? t('oops') });
    }
  };
  const trigger = (
    <Button size="xs" variant="outline" alignSelf="start" loading={assign.isPending} aria-label={t('unassigned.assignLabel', { identity: item.identity })} {...triggerProps}>
      {t('unassigned.assign')} <span aria-hidden>▾</span>
    </Button>
  );
  return (
    <Stack gap="1">
      <Link asChild fontFamily="mono" fontWeight="semibold">
        <RouterLink to={`/orders/${item.id}`}>{item.identity}</RouterLink>
      </Link>
      <Text fontSize="sm">{formatDateTime(item.pickup_time_slot.date_time, locale)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {item.customer.name} · {item.car.license_plate}
      </Text>
      {awake ? (
        <Menu.Root defaultOpen onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-start' }}>
          <Menu.Trigger asChild>{trigger}</Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {suggestions.isPending ? (
                  <Menu.Item value="loading" disabled>
                    {t('unassigned.loading')}
                  </Menu.Item>
                ) : (suggestions.data ?? []).length === 0 ? (
                  <Menu.Item value="none" disabled>
                    {t('unassigned.noDriver')}
                  </Menu.Item>
                ) : (
                  suggestions.data!.map((driver) => (
                    <Menu.Item key={driver.id} value={driver.id} onSelect={() => void choose(driver)}>
                      {driver.name}
                    </Menu.Item>
                  ))
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : (
        trigger
      )}
    </Stack>
  );
}

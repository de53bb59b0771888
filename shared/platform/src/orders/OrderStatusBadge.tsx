import type { OrderState } from '@chargevalet/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import { ORDERS_NS } from './core';

const WARNING_STATES: readonly OrderState[] = ['assigned', 'on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'parked'];

/** SPEC §4 badge colours: warning for assigned … parked, success for returned, destructive for cancelled, grey otherwise. */
export function orderStatePalette(state: OrderState): 'orange' | 'green' | 'red' | 'gray' {
  if (WARNING_STATES.includes(state)) return 'orange';
  if (state === 'returned') return 'green';
  if (state === 'cancelled') return 'red';
  return 'gray';
}

export function OrderStatusBadge({ state, size = 'md' }: { state: OrderState; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation(ORDERS_NS);
  // The subtle variant's text colour (palette.fg) keeps ≥ 4.5:1 contrast on its background in both colour modes.
  return (
    <Badge colorPalette={orderStatePalette(state)} variant="subtle" size={size} data-state={state} data-palette={orderStatePalette(state)} whiteSpace="normal">
      {t(`states.${state}`)}
    </Badge>
  );
}

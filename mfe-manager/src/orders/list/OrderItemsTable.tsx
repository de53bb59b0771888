import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ManagerOrderItem } from '@chargevalet/contract';
import { Box, Link, OrderStatusBadge, Table, Text, formatDateTime, useLocale } from '@chargevalet/platform';
import type { OrderLinkState } from '../details/OrderDetailsPage';
import { MANAGER_ORDERS_NS } from '../texts';

export interface OrderItemsTableProps {
  items: ManagerOrderItem[];
  caption: string;
  /** A button per row (e.g. the dashboard's Assign). */
  action?: (item: ManagerOrderItem) => ReactNode;
}

// Below md each row becomes a card: cells stack and show their column name (the header row stays for screen readers only).
const stackedCell = {
  display: { base: 'flex', md: 'table-cell' },
  gap: '3',
  px: { base: '3', md: '2' },
  py: { base: '1', md: '3' },
  borderBottomWidth: { base: '0', md: '1px' },
  _before: { content: 'attr(data-label)', display: { base: 'block', md: 'none' }, minW: '7.5rem', color: 'fg.muted', fontSize: 'sm' },
} as const;

/** The manager's order rows: number (link to the details), status, customer, car, pickup, driver. */
export function OrderItemsTable({ items, caption, action }: OrderItemsTableProps) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  const { locale } = useLocale();
  const location = useLocation();
  // The details page's back link returns here, filters and page included.
  const linkState: OrderLinkState = { back: `${location.pathname}${location.search}` };
  const columns = ['number', 'status', 'customer', 'car', 'pickup', 'driver', ...(action ? ['actions'] : [])] as const;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" display={{ base: 'block', md: 'table' }}>
        <Table.Caption textAlign="start" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header srOnly={{ base: true, md: false }}>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column} scope="col">
                {t(`columns.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
          {items.map((item) => (
            <Table.Row key={item.id} display={{ base: 'block', md: 'table-row' }} borderWidth={{ base: '1px', md: '0' }} rounded={{ base: 'l2', md: 'none' }} mb={{ base: '3', md: '0' }} py={{ base: '2', md: '0' }}>
              <Table.Cell {...stackedCell} data-label={t('columns.number')}>
                <Link asChild fontWeight="semibold" color="brand.fg">
                  <RouterLink to={`/orders/${item.id}`} state={linkState}>{item.identity}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell {...stackedCell} data-label={t('columns.status')}>
                <OrderStatusBadge state={item.state} size="sm" />
              </Table.Cell>
              <Table.Cell {...stackedCell} data-label={t('columns.customer')}>
                <Box>
                  <Text>{item.customer.name}</Text>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                    {item.customer.email}
                  </Text>
                </Box>
              </Table.Cell>
              <Table.Cell {...stackedCell} data-label={t('columns.car')}>
                <Box>
                  <Text fontFamily="mono" whiteSpace="nowrap">
                    {item.car.license_plate}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {[item.car.brand, item.car.model].filter(Boolean).join(' ')}
                  </Text>
                </Box>
              </Table.Cell>
              <Table.Cell {...stackedCell} data-label={t('columns.pickup')} whiteSpace="nowrap">
                {formatDateTime(item.pickup_time_slot.date_time, locale)}
              </Table.Cell>
              <Table.Cell {...stackedCell} data-label={t('columns.driver')}>
                {item.driver?.name ?? (
                  <Text as="span" color="fg.muted">
                    {t('notAssigned')}
                  </Text>
                )}
              </Table.Cell>
              {action && (
                <Table.Cell {...stackedCell} data-label={t('columns.actions')}>
                  {action(item)}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

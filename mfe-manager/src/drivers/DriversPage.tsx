import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { DriverItem } from '@chargevalet/contract';
import { AppDialog, Box, Button, Flex, IconButton, Input, Menu, PageHeading, Portal, Table, Text, notify, useDocumentTitle } from '@chargevalet/platform';
import { QueryStatus } from '../orders/QueryStatus';
import { useAddDriver, useDrivers } from './api';
import { DriverForm } from './DriverForm';
import { DriverStatusBadge } from './DriverStatusBadge';
import { DRIVERS_NS } from './texts';

const EMPTY_DRIVER = { first_name: '', last_name: '', phone: '', email: '', is_active: true };

/** /profile/drivers: the drivers with search (`?query=`), an action menu per driver, and Add driver. */
export function DriversPage() {
  const { t } = useTranslation(DRIVERS_NS);
  useDocumentTitle(t('documentTitle'));
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const [text, setText] = useState(query);
  const drivers = useDrivers(query);
  const [adding, setAdding] = useState(false);
  const add = useAddDriver();

  return (
    <Box>
      <PageHeading title={t('title')} description={t('description')} />
      <Flex gap="2" mb="4" wrap="wrap" align="end">
        <Box
          as="form"
          role="search"
          flex="1"
          minW="60"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(text.trim() ? { query: text.trim() } : {});
          }}
        >
          <Input type="search" aria-label={t('searchLabel')} placeholder={t('searchPlaceholder')} value={text} maxLength={100} onChange={(event) => setText(event.currentTarget.value)} />
        </Box>
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      </Flex>
      <QueryStatus query={drivers}>{(items) => (items.length === 0 ? <Text color="fg.muted">{t('empty')}</Text> : <DriversTable items={items} />)}</QueryStatus>
      <AppDialog open={adding} onClose={() => setAdding(false)} title={t('addTitle')}>
        <Text mb="4" color="fg.muted">
          {t('addHint')}
        </Text>
        <DriverForm
          initial={EMPTY_DRIVER}
          withActive={false}
          onCancel={() => setAdding(false)}
          onSubmit={async ({ first_name, last_name, phone, email }) => {
            await add.mutateAsync({ first_name, last_name, phone, email });
            setAdding(false);
            notify({ type: 'success', title: t('added') });
          }}
        />
      </AppDialog>
    </Box>
  );
}

function DriversTable({ items }: { items: DriverItem[] }) {
  const { t } = useTranslation(DRIVERS_NS);
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {t('caption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t('columns.email')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t('columns.phone')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((driver) => {
            const name = `${driver.first_name} ${driver.last_name}`;
            return (
              <Table.Row key={driver.id}>
                <Table.Cell fontWeight="medium">{name}</Table.Cell>
                <Table.Cell hideBelow="md">{driver.email}</Table.Cell>
                <Table.Cell hideBelow="md">{driver.phone}</Table.Cell>
                <Table.Cell>
                  <DriverStatusBadge status={driver.status} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Menu.Root positioning={{ placement: 'bottom-end' }}>
                    <Menu.Trigger asChild>
                      <IconButton size="sm" variant="ghost" aria-label={t('actionsFor', { name })}>
                        ⋯
                      </IconButton>
                    </Menu.Trigger>
                    <Portal>
                      <Menu.Positioner>
                        <Menu.Content>
                          <Menu.Item value="view" asChild>
                            <RouterLink to={`/profile/drivers/${driver.id}`}>{t('view')}</RouterLink>
                          </Menu.Item>
                          <Menu.Item value="edit" asChild>
                            <RouterLink to={`/profile/drivers/${driver.id}/edit`}>{t('edit')}</RouterLink>
                          </Menu.Item>
                        </Menu.Content>
                      </Menu.Positioner>
                    </Portal>
                  </Menu.Root>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

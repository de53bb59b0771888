import type { Order } from '@chargevalet/contract';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Text } from '@chakra-ui/react';
import { formatDateTime } from '../format';
import { useLocale } from '../i18n';
import { DetailSection } from './DetailSection';
import { orderStatePalette } from './OrderStatusBadge';
import { ORDERS_NS } from './i18n';

const KNOWN_ROLES = ['customer', 'guest', 'driver', 'manager'];

type Entry = Order['status_history'][number];

/** The changed fields of an `edited` entry in words (a field this version does not know keeps its name). */
function useChangedFields(): (entry: Entry) => string {
  const { t, i18n } = useTranslation(ORDERS_NS);
  return (entry) => {
    const names = (entry.fields ?? []).map((field) => {
      const key = `history.fields.${field.replace(/\./g, '_')}`;
      return i18n.exists(key, { ns: ORDERS_NS }) ? t(key) : field;
    });
    return t('history.changed', { fields: names.join(', ') });
  };
}

/** The order's status history as a vertical timeline, oldest first (an ordered list for assistive technology). */
export function StatusHistoryTimeline({ history }: { history: Order['status_history'] }) {
  const { t } = useTranslation(ORDERS_NS);
  const { locale } = useLocale();
  const changedFields = useChangedFields();
  return (
    <DetailSection title={t('sections.history')}>
      {history.length === 0 ? (
        <Text color="fg.muted">{t('history.empty')}</Text>
      ) : (
        <Box as="ol" listStyleType="none" m="0" p="0">
          {history.map((entry, index) => {
            const role = t(`history.roles.${entry.actor && KNOWN_ROLES.includes(entry.actor.role) ? entry.actor.role : 'system'}`);
            const who = entry.actor?.name ? `${entry.actor.name} (${role})` : role;
            const last = index === history.length - 1;
            return (
              <Flex as="li" key={`${entry.kind ?? entry.state}-${entry.at}-${index}`} gap="3" data-state={entry.state} data-kind={entry.kind}>
                <Flex direction="column" align="center" aria-hidden="true">
                  <Box w="3" h="3" mt="1.5" rounded="full" bg={entry.kind === 'edited' ? 'bg.emphasized' : `${orderStatePalette(entry.state)}.solid`} />
                  {!last && <Box flex="1" w="2px" bg="border" my="1" />}
                </Flex>
                <Box pb={last ? '0' : '4'}>
                  <Text fontWeight="semibold">{entry.kind === 'edited' ? t('history.edited') : t(`states.${entry.state}`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time> · {t('history.by', { who })}
                  </Text>
                  {entry.kind === 'edited' && <Text fontSize="sm">{changedFields(entry)}</Text>}
                  {entry.reason && <Text fontSize="sm">{entry.reason}</Text>}
                </Box>
              </Flex>
            );
          })}
        </Box>
      )}
    </DetailSection>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { calendarFeedPath, calendarFeedRenewPath } from '@chargevalet/contract/core';
import type { AnswerOf, CalendarFeedRole, calendarFeedResponseSchema } from '@chargevalet/contract';
import { api } from '../api';
import { QueryStatus } from '../components/QueryStatus';
import { notify } from '../toaster';
import { ORDERS_NS } from './i18n';
import './calendarFeedTexts';

type FeedAnswer = AnswerOf<typeof calendarFeedResponseSchema>;

const feedKey = (role: CalendarFeedRole) => ['calendar-feed', role] as const;

/**
 * The personal iCalendar feed of a customer's orders or a driver's assignments (issue 31): its address to copy, a
 * webcal: link that opens the calendar app, and a new address on demand (`GET`/`POST /api/{role}/calendar-feed[/renew]`;
 * the old address stops). One card for both roles' calendar pages.
 */
export function CalendarFeedCard({ role }: { role: CalendarFeedRole }) {
  const { t } = useTranslation(ORDERS_NS);
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: feedKey(role), queryFn: async ({ signal }) => (await api.get<FeedAnswer>(calendarFeedPath(role), { signal })).data.url });
  const renew = useMutation({
    mutationFn: async () => (await api.post<FeedAnswer>(calendarFeedRenewPath(role), {})).data.url,
    onSuccess: (url) => {
      queryClient.setQueryData(feedKey(role), url);
      notify({ type: 'success', title: t('calendarFeed.renewText') });
    },
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', title: t('calendarFeed.copied') });
    } catch {
      // no clipboard (an insecure origin, a refused permission): the address stays selectable in its field
      notify({ type: 'error', title: t('calendarFeed.copyFailed') });
    }
  };
  const titleId = `calendar-feed-title-${role}`;
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id={titleId}>
            {t('calendarFeed.title')}
          </Heading>
          <Text>{t(`calendarFeed.text.${role}`)}</Text>
          <QueryStatus query={feed} errorText={t('calendarFeed.failed')}>
            {(url) => (
              <Stack gap="3">
                <Input readOnly value={url} aria-label={t('calendarFeed.address')} onFocus={(event) => event.target.select()} />
                <Flex gap="2" wrap="wrap">
                  <Button asChild colorPalette="brand">
                    <a href={url.replace(/^https?:/, 'webcal:')}>{t('calendarFeed.subscribe')}</a>
                  </Button>
                  <Button variant="outline" onClick={() => void copy(url)}>
                    {t('calendarFeed.copy')}
                  </Button>
                  <Button variant="outline" loading={renew.isPending} onClick={() => renew.mutate()}>
                    {t('calendarFeed.renew')}
                  </Button>
                </Flex>
              </Stack>
            )}
          </QueryStatus>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

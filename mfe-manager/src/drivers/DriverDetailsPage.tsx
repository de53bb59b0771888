import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { DriverDetails } from '@chargevalet/contract';
import { Box, Button, Flex, Link, List, OrderStatusBadge, PageHeading, Stack, Text, formatDateTime, formatDecimal, notify, serverMessage, useDocumentTitle, useLocale } from '@chargevalet/platform';
import { DetailSection } from '@chargevalet/platform/orders';
import { QueryStatus } from '../orders/QueryStatus';
import { formatDay } from '../calendar/week';
import { useDriver, useResendInvitation, useUpdateDriver } from './api';
import { DriverStatusBadge } from './DriverStatusBadge';
import { DriverForm } from './DriverForm';
import { DRIVERS_NS } from './texts';

const BackLink = () => {
  const { t } = useTranslation(DRIVERS_NS);
  return (
    <Link asChild color="fg.muted" mb="2" display="inline-block">
      <RouterLink to="/profile/drivers">{t('details.back')}</RouterLink>
    </Link>
  );
};

/** /profile/drivers/{id}: contact, rating and comments, this week's booked slots and load. */
export function DriverDetailsPage() {
  const { t } = useTranslation(DRIVERS_NS);
  const { id = '' } = useParams();
  useDocumentTitle(`${t('details.title')} – ChargeValet`);
  const driver = useDriver(id);
  return (
    <Box>
      <BackLink />
      <QueryStatus query={driver} errorText={t('details.notFound')}>
        {(details) => <Details driver={details} />}
      </QueryStatus>
    </Box>
  );
}

function Details({ driver }: { driver: DriverDetails }) {
  const { t } = useTranslation(DRIVERS_NS);
  const { locale } = useLocale();
  const resend = useResendInvitation(driver.id);
  const failed = (error: unknown) => notify({ type: 'error', title: t('errorTitle'), description: serverMessage(error) ?? t('oops') });
  const name = `${driver.first_name} ${driver.last_name}`;
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <PageHeading title={name} description={t('details.title')} />
        <Flex gap="2" align="center">
          <DriverStatusBadge status={driver.status} />
          {driver.status === 'invited' && (
            <Button size="sm" variant="outline" loading={resend.isPending} onClick={() => resend.mutate(undefined, { onSuccess: () => notify({ type: 'success', title: t('resent') }), onError: failed })}>
              {t('resend')}
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/profile/drivers/${driver.id}/edit`}>{t('edit')}</RouterLink>
          </Button>
        </Flex>
      </Flex>
      <DetailSection
        title={t('details.contact')}
        rows={[
          { label: t('form.email'), value: driver.email },
          { label: t('form.phone'), value: driver.phone ?? '–' },
          { label: t('details.rating'), value: driver.rating.average === null ? t('details.noRating') : `${formatDecimal(driver.rating.average, locale)} / 5 (${driver.rating.count})` },
        ]}
      />
      <Box as="section" aria-labelledby="driver-comments">
        <Text as="h2" id="driver-comments" fontWeight="semibold" mb="2">
          {t('details.comments')}
        </Text>
        {driver.recent_comments.length === 0 ? (
          <Text color="fg.muted">{t('details.noComments')}</Text>
        ) : (
          <List.Root gap="2">
            {driver.recent_comments.map((comment) => (
              <List.Item key={`${comment.order_identity}-${comment.at}`}>
                {'★'.repeat(comment.rating)} {comment.feedback} ({comment.order_identity})
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
      <Box as="section" aria-labelledby="driver-week">
        <Text as="h2" id="driver-week" fontWeight="semibold" mb="1">
          {t('details.week', { from: formatDay(driver.week.from, locale), to: formatDay(driver.week.to, locale) })}
        </Text>
        <Text mb="2">{t('details.load', driver.week.load)}</Text>
        {driver.week.booked_slots.length === 0 ? (
          <Text color="fg.muted">{t('details.noBookings')}</Text>
        ) : (
          <List.Root gap="1" variant="plain">
            {driver.week.booked_slots.map((slot) => (
              <List.Item key={slot.date_time} display="flex" gap="2" alignItems="center" flexWrap="wrap">
                <time dateTime={slot.date_time}>{formatDateTime(slot.date_time, locale)}</time>
                <Link asChild>
                  <RouterLink to={`/orders/${slot.order_id}`}>{slot.order_identity}</RouterLink>
                </Link>
                <OrderStatusBadge state={slot.order_status} />
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </Stack>
  );
}

/** /profile/drivers/{id}/edit: the driver form with the active switch; saved → back to the driver. */
export function DriverEditPage() {
  const { t } = useTranslation(DRIVERS_NS);
  const { id = '' } = useParams();
  useDocumentTitle(`${t('editTitle')} – ChargeValet`);
  const driver = useDriver(id);
  const update = useUpdateDriver(id);
  const navigate = useNavigate();
  return (
    <Box>
      <BackLink />
      <PageHeading title={t('editTitle')} />
      <QueryStatus query={driver} errorText={t('details.notFound')}>
        {(details) => (
          <DriverForm
            initial={{ first_name: details.first_name, last_name: details.last_name, phone: details.phone ?? '', email: details.email, is_active: details.is_active }}
            withActive
            onCancel={() => void navigate(`/profile/drivers/${id}`)}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              notify({ type: 'success', title: t('saved') });
              void navigate(`/profile/drivers/${id}`);
            }}
          />
        )}
      </QueryStatus>
    </Box>
  );
}

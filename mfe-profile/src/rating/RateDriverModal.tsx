import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AppDialog, Button, Field, Stack, Text, Textarea, isApiError, notify, useAuth, useFieldError, useNoOpenDialog, useNotificationArrivals } from '@chargevalet/platform';
import { FEEDBACK_MAX, rateDriverSchema, type RateRequest } from '@chargevalet/contract';
import { useTranslation } from 'react-i18next';
import { useCancelRateRequest } from './api/cancelRateRequest';
import { useRateDriver } from './api/rateDriver';
import { useRateRequests } from './api/getRateRequests';
import { ratingKeys } from './api/keys';
import { StarRating } from './StarRating';
import { RATING_NS } from './i18n';

/**
 * Rate the driver (SPEC §2 modal, §5, §8): opens by itself while the signed-in customer has an open rate request
 * (polled every 60 s, customers only; at once when the request's notification arrives on the page's stream), once no
 * other dialog is open (never on top of one). Stars (at least one) and optional feedback (≤ 1000); Send rates, "Not now"
 * declines the request; closing the dialog only hides it until the next visit. Success: the SPEC's thank-you toast;
 * failure: 'Error' with oops (422s show on their fields).
 */
export function RateDriverModal() {
  const isCustomer = useAuth((state) => state.user?.role === 'customer');
  const { data } = useRateRequests(isCustomer);
  const queryClient = useQueryClient();
  useNotificationArrivals((notification) => {
    if (isCustomer && notification.kind === 'rate_request') void queryClient.invalidateQueries({ queryKey: ratingKeys.all });
  });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const request = data?.find((r) => !hidden.has(r.id));
  if (!isCustomer || !request) return null;
  // A new form for every request.
  return <RateDriverForm key={request.id} request={request} onHide={() => setHidden((ids) => new Set(ids).add(request.id))} />;
}

function RateDriverForm({ request, onHide }: { request: RateRequest; onHide(): void }) {
  const { t } = useTranslation(RATING_NS);
  const translate = useFieldError();
  const rateDriver = useRateDriver();
  const cancel = useCancelRateRequest();
  const [rate, setRate] = useState(0);
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<{ rate?: string | undefined; feedback?: string | undefined }>({});
  // Dialogs never stack: the request waits while another dialog (the notification panel, a confirmation) is open.
  const [shown, setShown] = useState(false);
  const free = useNoOpenDialog(!shown);
  useEffect(() => {
    if (free) setShown(true);
  }, [free]);

  const failed = () => notify({ type: 'error', title: t('errorTitle'), description: t('oops') });

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = rateDriverSchema.safeParse({ rate, feedback });
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ rate: fields.rate?.[0], feedback: fields.feedback?.[0] });
      return;
    }
    setErrors({});
    try {
      await rateDriver.mutateAsync({ id: request.id, body: parsed.data });
    } catch (error) {
      const fields = isApiError(error) && error.status === 422 ? error.fieldErrors : {};
      if (fields.rate?.length || fields.feedback?.length) {
        setErrors({ rate: fields.rate?.join(' '), feedback: fields.feedback?.join(' ') });
        return;
      }
      failed();
      return;
    }
    notify({ type: 'success', title: t('success') });
  };

  const notNow = async () => {
    try {
      await cancel.mutateAsync(request.id);
    } catch {
      failed();
      onHide();
    }
  };

  return (
    <AppDialog
      open={shown}
      onClose={onHide}
      title={t('title')}
      footer={
        <>
          <Button variant="outline" onClick={() => void notNow()} loading={cancel.isPending}>
            {t('notNow')}
          </Button>
          <Button type="submit" form="rate-driver-form" colorPalette="brand" loading={rateDriver.isPending} loadingText={t('sending')}>
            {t('send')}
          </Button>
        </>
      }
    >
      <form id="rate-driver-form" onSubmit={(event) => void send(event)} noValidate>
        <Stack gap={4}>
          <Text>{t('intro', { driver: request.driver.name, identity: request.order_identity })}</Text>
          <StarRating
            value={rate}
            onChange={(n) => {
              setRate(n);
              setErrors((e) => ({ ...e, rate: undefined }));
            }}
            legend={t('stars')}
            error={errors.rate ? translate(errors.rate) : undefined}
          />
          <Field label={t('feedback')} error={errors.feedback} helperText={t('feedbackHint', { max: FEEDBACK_MAX })}>
            <Textarea value={feedback} onChange={(event) => setFeedback(event.target.value)} maxLength={FEEDBACK_MAX} rows={4} />
          </Field>
        </Stack>
      </form>
    </AppDialog>
  );
}

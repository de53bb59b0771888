import { useState } from 'react';
import {
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Stack,
  Text,
  Textarea,
  contractRules,
  focusPageHeading,
  isApiError,
  notify,
  useFieldError,
  usePreloadContractRules,
} from '@chargevalet/platform';
import { FEEDBACK_MAX } from '@chargevalet/contract/core';
import type { RateRequest } from '@chargevalet/contract';
import { useTranslation } from 'react-i18next';
import { useCancelRateRequest } from './api/cancelRateRequest';
import { useRateDriver } from './api/rateDriver';
import { StarRating } from './StarRating';
import { RATING_NS } from './i18n';

/** The card's form for one request (RateDriverCard): loaded when a request is open, not with every customer page. */
export function RateDriverForm({ request, onHide }: { request: RateRequest; onHide(): void }) {
  const { t } = useTranslation(RATING_NS);
  const translate = useFieldError();
  const rateDriver = useRateDriver();
  usePreloadContractRules();
  const cancel = useCancelRateRequest();
  const [rate, setRate] = useState(0);
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<{ rate?: string | undefined; feedback?: string | undefined }>({});

  const failed = () => notify({ type: 'error', title: t('errorTitle'), description: t('oops') });

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const { rateDriverSchema } = await contractRules();
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
    // the card goes with its buttons: focus moves to the page's heading, not to <body> (issue 35)
    focusPageHeading();
  };

  const notNow = async () => {
    try {
      await cancel.mutateAsync(request.id);
    } catch {
      failed();
      onHide();
    }
    focusPageHeading();
  };

  return (
    <Card.Root as="section" aria-labelledby="rate-driver-title" mb="4" borderColor="brand.solid" data-testid="rate-driver-card">
      <Card.Body>
        <form id="rate-driver-form" onSubmit={(event) => void send(event)} noValidate>
          <Stack gap={4}>
            <Heading as="h2" size="md" id="rate-driver-title">
              {t('title')}
            </Heading>
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
              <Textarea value={feedback} onChange={(event) => setFeedback(event.target.value)} maxLength={FEEDBACK_MAX} rows={3} />
            </Field>
            <Flex gap="2" wrap="wrap" justify="flex-end">
              <Button variant="outline" onClick={() => void notNow()} loading={cancel.isPending}>
                {t('notNow')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={rateDriver.isPending} loadingText={t('sending')}>
                {t('send')}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

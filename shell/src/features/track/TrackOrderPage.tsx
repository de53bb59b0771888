import {
  Alert,
  ApiError,
  Box,
  Button,
  Container,
  Field,
  Heading,
  Input,
  Stack,
  Text,
  api,
  contractRules,
  useBuildTimeForm,
  useDocumentTitle,
  useLocale,
} from '@chargevalet/platform';
import type { TrackedOrder, TrackOrderForm, trackOrderFormSchema } from '@chargevalet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, lazy, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SHELL_NS } from './texts';

type TrackOrderInput = z.input<typeof trackOrderFormSchema>;

/**
 * The contract's schemas (and zod with them) load when the form is first used, not with the page: the page paints
 * and answers without them (issue 29). Not preloaded when the form shows (usePreloadContractRules), as this page is
 * little more than the form: focusing a field starts the load, so the submit finds them there.
 */
const resolver: Resolver<TrackOrderInput, unknown, TrackOrderForm> = async (values, context, options) =>
  zodResolver((await contractRules()).trackOrderFormSchema)(values, context, options);
/** The found order, followed live (its stream and schemas load with it). */
const FoundOrder = lazy(() => import('./FoundOrder').then((m) => ({ default: m.FoundOrder })));

/** Route /track-my-number: find an order by its number and the licence plate or e-mail address; found, it updates live. */
export function TrackOrderPage() {
  const { t } = useTranslation(SHELL_NS);
  const { locale } = useLocale();
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  useDocumentTitle(t('track.documentTitle'));
  // ?number= (the booking result's "Track order" link) fills in the order number; a found order's number is kept
  // there, so a reload still has it.
  const [searchParams, setSearchParams] = useSearchParams();
  const prefilledNumber = (searchParams.get('number') ?? '').trim().slice(0, 40);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TrackOrderInput, unknown, TrackOrderForm>({
    resolver,
    defaultValues: { order_number: prefilledNumber, contact: '' },
  });

  const buildTimeForm = useBuildTimeForm();

  const trimOnBlur = (name: keyof TrackOrderInput) => ({
    onBlur: (event: { target: { value: string } }) => {
      const trimmed = event.target.value.trim();
      if (trimmed !== event.target.value) setValue(name, trimmed);
    },
  });

  const onSubmit = async (form: TrackOrderForm) => {
    setFormError(null);
    setOrder(null);
    try {
      const { TRACK_ORDER_PATH, toTrackOrderRequest, trackOrderResponseSchema } = await contractRules();
      const response = await api.post(TRACK_ORDER_PATH, toTrackOrderRequest(form), { schema: trackOrderResponseSchema });
      setOrder(response.data);
      setSearchParams({ number: response.data.identity }, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setFormError(t('track.notFound'));
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        const numberErrors = [...(error.fieldErrors.identity ?? []), ...(error.fieldErrors.order_number ?? [])];
        const contactErrors = [...(error.fieldErrors.email ?? []), ...(error.fieldErrors.license_plate ?? [])];
        if (numberErrors.length) setError('order_number', { type: 'server', message: numberErrors.join(' ') });
        if (contactErrors.length) setError('contact', { type: 'server', message: contactErrors.join(' ') });
        if (!numberErrors.length && !contactErrors.length) setFormError(error.message);
        return;
      }
      if (error instanceof ApiError && error.status === 429) {
        setFormError(error.message);
        return;
      }
      setFormError(t('track.failed'));
    }
  };

  return (
    <Container maxW="xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Stack gap={2} mb={6}>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          {t('track.title')}
        </Heading>
        <Text color="fg.muted">{t('track.subtitle')}</Text>
      </Stack>
      <Box p={{ base: 5, md: 8 }} borderRadius="2xl" borderWidth="1px" borderColor="border" bg="bg.panel" boxShadow="sm">
        <form {...buildTimeForm} onSubmit={handleSubmit(onSubmit)} onFocus={() => void contractRules()} noValidate>
          <Stack gap={5}>
            {formError && (
              <Alert.Root status="error" borderRadius="md" role="alert">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            )}
            <Field label={t('track.orderNumber')} error={errors.order_number} helperText={t('track.orderNumberHelp')} required>
              <Input autoComplete="off" {...register('order_number', trimOnBlur('order_number'))} />
            </Field>
            <Field label={t('track.contact')} error={errors.contact} helperText={t('track.contactHelp')} required>
              <Input autoComplete="email" {...register('contact', trimOnBlur('contact'))} />
            </Field>
            <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('track.submitting')}>
              {t('track.submit')}
            </Button>
          </Stack>
        </form>
      </Box>
      {order && (
        <Suspense fallback={null}>
          <FoundOrder order={order} locale={locale} />
        </Suspense>
      )}
    </Container>
  );
}

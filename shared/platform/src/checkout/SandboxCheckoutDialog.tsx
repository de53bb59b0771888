import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { cardDigits as digits, sandboxCardFormSchema, type SandboxCardForm, type SandboxCardFormInput } from '@chargevalet/contract';
import { Alert, Badge, Box, Button, CloseButton, Dialog, Flex, Grid, Input, Portal, Stack, Text } from '../ui';
import { Field } from '../components/Field';
import { isApiError } from '../api';
import { formatEuro } from '../format';
import { useLocale } from '../i18n';
import { paySandbox } from './checkoutApi';
import type { CheckoutSession } from './session';
import { CHECKOUT_NS } from './texts';

const key = (name: string) => `${CHECKOUT_NS}:sandbox.${name}`;
/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export const formatCardNumber = (value: string) => digits(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
/** "1228" → "12/28" while typing. */
export const formatExpiry = (value: string) => {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

export interface SandboxCheckoutDialogProps {
  checkout: CheckoutSession;
  /** What the card is for: the booking reserves the estimate, an open amount is paid (the amount's label). */
  purpose?: 'reserve' | 'pay';
  open: boolean;
  /** The server's answer: authorised or declined; either way the page goes on to complete the checkout. */
  onResult(status: 'authorized' | 'declined' | 'finished'): void;
  onClose(): void;
}

/**
 * The sandbox provider's checkout (DESIGN §2/§5): a dialog clearly marked "Test mode" with card number, expiry and
 * CVC. It posts the card to POST /api/payment/sandbox/{session}/pay; the server decides.
 */
export function SandboxCheckoutDialog({ checkout, purpose = 'reserve', open, onResult, onClose }: SandboxCheckoutDialogProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [cardResolver] = useState(() => zodResolver(sandboxCardFormSchema(key)));
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SandboxCardFormInput, unknown, SandboxCardForm>({ resolver: cardResolver, defaultValues: { card_number: '', expiry: '', cvc: '' } });
  const amount = formatEuro(checkout.amount, locale);

  const onSubmit = handleSubmit(async (card) => {
    setFailure(null);
    try {
      const status = await paySandbox(checkout.session_id, { client_secret: checkout.client_secret, ...card });
      onResult(status);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const message = error.fieldErrors.card_number?.join(' ') ?? error.message;
        setError('card_number', { message });
        return;
      }
      // 409: the checkout is already finished (paid in another tab): the page completes it and shows the result.
      if (isApiError(error) && error.status === 409) return onResult('finished');
      setFailure(isApiError(error) ? error.message : t('sandbox.oops'));
    }
  });

  const cardField = register('card_number');
  const expiryField = register('expiry');

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !isSubmitting && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid="sandbox-checkout" maxW="md">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2">
              <Badge colorPalette="orange" variant="solid" bg="orange.700" color="white" size="lg" data-testid="test-mode-badge">
                {t('sandbox.testMode')}
              </Badge>
              <Dialog.Title>{t('sandbox.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Alert.Root status="warning" variant="subtle">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description fontSize="sm">{t('sandbox.testModeText')}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
                <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
                  <Box>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`sandbox.amount.${purpose}`)}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {t('sandbox.order', { identity: checkout.order_identity })}
                    </Text>
                  </Box>
                  <Text fontSize="2xl" fontWeight="bold" data-testid="sandbox-amount">
                    {amount}
                  </Text>
                </Flex>
                <form id="sandbox-card-form" onSubmit={onSubmit} noValidate>
                  <Stack gap="3">
                    <Field label={t('sandbox.cardNumber')} error={errors.card_number} required>
                      <Input
                        {...cardField}
                        onChange={(event) => {
                          setValue('card_number', formatCardNumber(event.target.value));
                        }}
                        inputMode="numeric"
                        autoComplete="cc-number"
                        placeholder="4242 4242 4242 4242"
                        fontFamily="mono"
                      />
                    </Field>
                    <Grid templateColumns="1fr 1fr" gap="3">
                      <Field label={t('sandbox.expiry')} error={errors.expiry} required>
                        <Input
                          {...expiryField}
                          onChange={(event) => setValue('expiry', formatExpiry(event.target.value))}
                          inputMode="numeric"
                          autoComplete="cc-exp"
                          placeholder={t('sandbox.expiryPlaceholder')}
                          fontFamily="mono"
                        />
                      </Field>
                      <Field label={t('sandbox.cvc')} error={errors.cvc} required>
                        <Input {...register('cvc')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} fontFamily="mono" />
                      </Field>
                    </Grid>
                  </Stack>
                </form>
                {failure && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {failure}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                {t('sandbox.cancel')}
              </Button>
              <Button type="submit" form="sandbox-card-form" colorPalette="brand" loading={isSubmitting}>
                {t('sandbox.pay', { amount })}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('sandbox.close')} disabled={isSubmitting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Alert, Button, Field, PhoneInput, Stack, Text, VerificationCodeInput, api, isApiError, notify, verificationErrorText } from '@chargevalet/platform';
import {
  ACCOUNT_PATHS,
  changePhoneResponseSchema,
  changePhoneSendCodeRequestSchema,
  verificationSentResponseSchema,
  type ChangePhoneSendCodeRequest,
} from '@chargevalet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Highlighted, SLOT } from './Highlighted';
import { SETTINGS_NS } from './i18n';
import { SettingsDialog } from './SettingsDialog';

export interface ChangePhoneModalProps {
  open: boolean;
  onClose(): void;
  onChanged(phone: string): void;
}

type PhoneInputValues = z.input<typeof changePhoneSendCodeRequestSchema>;

/** Change phone (SPEC §2, §4): enter the new number → a code goes to it by SMS → enter the code. */
export function ChangePhoneModal({ open, onClose, onChanged }: ChangePhoneModalProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(60);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const {
    control,
    setError,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PhoneInputValues, unknown, ChangePhoneSendCodeRequest>({ resolver: zodResolver(changePhoneSendCodeRequestSchema), defaultValues: { phone: '' } });

  const close = () => {
    setSentTo(null);
    setCodeError(null);
    setSendError(null);
    reset({ phone: '' });
    onClose();
  };

  const send = async (phone: string) => {
    const answer = await api.post(ACCOUNT_PATHS.customerPhoneSendCode, { phone }, { schema: verificationSentResponseSchema });
    return answer.resend_in;
  };

  const onSubmit = async ({ phone }: ChangePhoneSendCodeRequest) => {
    setSendError(null);
    try {
      setResendIn(await send(phone));
      setCodeError(null);
      setSentTo(phone);
    } catch (error) {
      if (isApiError(error) && (error.status === 422 || error.status === 429)) {
        const messages = error.fieldErrors.phone ?? [];
        setError('phone', { type: 'server', message: messages.length ? messages.join(' ') : error.message }, { shouldFocus: true });
        return;
      }
      // SPEC §8: phone send failures other than 422
      setSendError(t('oops'));
    }
  };

  const confirm = async (code: string) => {
    if (!sentTo) return;
    try {
      const answer = await api.post(ACCOUNT_PATHS.customerPhoneChange, { phone: sentTo, code }, { schema: changePhoneResponseSchema });
      notify({ type: 'success', title: t('changePhone.success') });
      onChanged(answer.phone);
      close();
    } catch (error) {
      setCodeError(verificationErrorText(error));
      throw error;
    }
  };

  return (
    <SettingsDialog
      open={open}
      onClose={close}
      title={t('changePhone.title')}
      footer={
        sentTo ? undefined : (
          <>
            <Button variant="outline" onClick={close}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" form="change-phone-form" colorPalette="brand" loading={isSubmitting} loadingText={t('modal.sending')}>
              {t('modal.sendCode')}
            </Button>
          </>
        )
      }
    >
      {sentTo ? (
        <VerificationCodeInput
          resendSeconds={resendIn}
          description={<Highlighted text={t('changePhone.codeText', { phone: SLOT })} value={sentTo} />}
          error={codeError}
          onCodeChange={() => setCodeError(null)}
          onConfirm={confirm}
          onResend={() => send(sentTo)}
          secondaryAction={
            <Button variant="ghost" onClick={() => setSentTo(null)}>
              {t('modal.back')}
            </Button>
          }
        />
      ) : (
        <form id="change-phone-form" onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack gap={4}>
            <Text color="fg.muted">{t('changePhone.intro')}</Text>
            {sendError && (
              <Alert.Root status="error" borderRadius="md" role="alert">
                <Alert.Indicator />
                <Alert.Title>{sendError}</Alert.Title>
              </Alert.Root>
            )}
            <Field label={t('changePhone.newPhone')} error={errors.phone} required>
              <Controller
                control={control}
                name="phone"
                render={({ field, fieldState }) => (
                  <PhoneInput ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={Boolean(fieldState.error)} autoFocus />
                )}
              />
            </Field>
          </Stack>
        </form>
      )}
    </SettingsDialog>
  );
}

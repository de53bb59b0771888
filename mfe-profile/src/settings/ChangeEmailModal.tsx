import { Button, Field, Input, Stack, Text, VerificationCodeInput, api, isApiError, notify, verificationErrorText } from '@chargevalet/platform';
import {
  ACCOUNT_PATHS,
  changeEmailResponseSchema,
  changeEmailSendCodeRequestSchema,
  verificationSentResponseSchema,
  type ChangeEmailSendCodeRequest,
} from '@chargevalet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SETTINGS_NS } from './i18n';
import { Highlighted, SLOT } from './Highlighted';
import { SettingsDialog } from './SettingsDialog';

export interface ChangeEmailModalProps {
  open: boolean;
  currentEmail: string | null;
  onClose(): void;
  onChanged(email: string): void;
}

type EmailInput = z.input<typeof changeEmailSendCodeRequestSchema>;

/** Change e-mail (SPEC §2, §4): enter the new address → a code goes to it → enter the code. */
export function ChangeEmailModal({ open, currentEmail, onClose, onChanged }: ChangeEmailModalProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(60);
  const [codeError, setCodeError] = useState<string | null>(null);
  const {
    register,
    setValue,
    setError,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailInput, unknown, ChangeEmailSendCodeRequest>({ resolver: zodResolver(changeEmailSendCodeRequestSchema), defaultValues: { email: '' } });

  const close = () => {
    setSentTo(null);
    setCodeError(null);
    reset({ email: '' });
    onClose();
  };

  const send = async (email: string) => {
    const answer = await api.post(ACCOUNT_PATHS.customerEmailSendCode, { email }, { schema: verificationSentResponseSchema });
    return answer.resend_in;
  };

  const onSubmit = async ({ email }: ChangeEmailSendCodeRequest) => {
    try {
      setResendIn(await send(email));
      setCodeError(null);
      setSentTo(email);
    } catch (error) {
      if (isApiError(error) && (error.status === 422 || error.status === 429)) {
        const messages = error.fieldErrors.email ?? [];
        setError('email', { type: 'server', message: messages.length ? messages.join(' ') : error.message }, { shouldFocus: true });
        return;
      }
      notify({ type: 'error', title: t('errorTitle'), description: t('oops') });
    }
  };

  const confirm = async (code: string) => {
    if (!sentTo) return;
    try {
      const answer = await api.post(ACCOUNT_PATHS.customerEmailChange, { email: sentTo, code }, { schema: changeEmailResponseSchema });
      notify({ type: 'success', title: t('changeEmail.success') });
      onChanged(answer.email);
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
      title={t('changeEmail.title')}
      footer={
        sentTo ? undefined : (
          <>
            <Button variant="outline" onClick={close}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" form="change-email-form" colorPalette="brand" loading={isSubmitting} loadingText={t('modal.sending')}>
              {t('modal.sendCode')}
            </Button>
          </>
        )
      }
    >
      {sentTo ? (
        <VerificationCodeInput
          resendSeconds={resendIn}
          description={<Highlighted text={t('changeEmail.codeText', { email: SLOT })} value={sentTo} />}
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
        <form id="change-email-form" onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack gap={4}>
            <Text color="fg.muted">{t('changeEmail.intro')}</Text>
            {currentEmail && (
              <Text fontSize="sm" overflowWrap="anywhere">
                {t('changeEmail.current', { email: currentEmail })}
              </Text>
            )}
            <Field label={t('changeEmail.newEmail')} error={errors.email} required>
              <Input
                type="email"
                inputMode="email"
                autoComplete="email"
                autoFocus
                {...register('email', {
                  onBlur: (event: FocusEvent<HTMLInputElement>) => setValue('email', event.target.value.trim()),
                })}
              />
            </Field>
          </Stack>
        </form>
      )}
    </SettingsDialog>
  );
}

import { Alert, Button, Field, Stack, Text, api, isApiError, notify, AppDialog } from '@chargevalet/platform';
import { VerificationCodeInput, verificationErrorText } from '@chargevalet/platform/forms';
import { verificationSentResponseSchema } from '@chargevalet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SETTINGS_NS } from './i18n';
import { Highlighted, SLOT } from './Highlighted';

/** The contact details a customer changes by code (SPEC §2, §4). */
export type ContactField = 'email' | 'phone';

/** The form of a contact modal: one field, named like the API field (`email` or `phone`). */
export type ContactForm = Record<string, string>;

export interface ChangeContactModalProps<K extends ContactField> {
  open: boolean;
  onClose(): void;
  onChanged(value: string): void;
  /** The field name in the form, in the request and response bodies and in the API's 422 field errors. */
  field: K;
  /** Key prefix of the texts in the settings namespace: `<texts>.title`, `.intro`, `.codeText` (slot `{{<field>}}`), `.success`. */
  texts: string;
  /** Label of the new value's field. */
  label: string;
  /** Request body of the send-code call (validates the form). */
  requestSchema: z.ZodType<Record<K, string>, Record<K, string>>;
  /** Answer of the change call; it carries the changed value under `field`. */
  responseSchema: z.ZodType<Record<K, string>>;
  sendCodePath: string;
  changePath: string;
  /** How a send-code failure other than 422/429 shows: a toast, or an alert inside the form. */
  sendFailure: 'toast' | 'alert';
  /** Shown between the intro and the field (e.g. the current address). */
  note?: ReactNode;
  /** The input of the new value, bound to `form` under `field`. */
  renderInput(form: UseFormReturn<ContactForm>): ReactNode;
}

/** Change a contact detail: enter the new value → a code goes to it → enter the code. */
export function ChangeContactModal<K extends ContactField>({
  open,
  onClose,
  onChanged,
  field,
  texts,
  label,
  requestSchema,
  responseSchema,
  sendCodePath,
  changePath,
  sendFailure,
  note,
  renderInput,
}: ChangeContactModalProps<K>) {
  const { t } = useTranslation(SETTINGS_NS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(60);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm<ContactForm>({
    // the form is keyed by `field` (K), which react-hook-form cannot follow through a generic key
    resolver: zodResolver(requestSchema) as unknown as Resolver<ContactForm>,
    defaultValues: { [field]: '' },
  });
  const {
    setError,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const formId = `change-${field}-form`;

  const close = () => {
    setSentTo(null);
    setCodeError(null);
    setSendError(null);
    reset({ [field]: '' });
    onClose();
  };

  const send = async (value: string) => {
    const answer = await api.post(sendCodePath, { [field]: value }, { schema: verificationSentResponseSchema });
    return answer.resend_in;
  };

  const onSubmit = async (values: ContactForm) => {
    const value = values[field] ?? '';
    setSendError(null);
    try {
      setResendIn(await send(value));
      setCodeError(null);
      setSentTo(value);
    } catch (error) {
      if (isApiError(error) && (error.status === 422 || error.status === 429)) {
        const messages = error.fieldErrors[field] ?? [];
        setError(field, { type: 'server', message: messages.length ? messages.join(' ') : error.message }, { shouldFocus: true });
        return;
      }
      if (sendFailure === 'alert') setSendError(t('oops'));
      else notify({ type: 'error', title: t('errorTitle'), description: t('oops') });
    }
  };

  const confirm = async (code: string) => {
    if (!sentTo) return;
    try {
      const answer = await api.post(changePath, { [field]: sentTo, code }, { schema: responseSchema });
      notify({ type: 'success', title: t(`${texts}.success`) });
      onChanged(answer[field]);
      close();
    } catch (error) {
      setCodeError(verificationErrorText(error));
      throw error;
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t(`${texts}.title`)}
      footer={
        sentTo ? undefined : (
          <>
            <Button variant="outline" onClick={close}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" form={formId} colorPalette="brand" loading={isSubmitting} loadingText={t('modal.sending')}>
              {t('modal.sendCode')}
            </Button>
          </>
        )
      }
    >
      {sentTo ? (
        <VerificationCodeInput
          resendSeconds={resendIn}
          description={<Highlighted text={t(`${texts}.codeText`, { [field]: SLOT })} value={sentTo} />}
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
        <form id={formId} onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack gap={4}>
            <Text color="fg.muted">{t(`${texts}.intro`)}</Text>
            {note}
            {sendError && (
              <Alert.Root status="error" borderRadius="md" role="alert">
                <Alert.Indicator />
                <Alert.Title>{sendError}</Alert.Title>
              </Alert.Root>
            )}
            <Field label={label} error={errors[field]} required>
              {renderInput(form)}
            </Field>
          </Stack>
        </form>
      )}
    </AppDialog>
  );
}

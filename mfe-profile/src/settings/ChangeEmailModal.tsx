import { Input, Text } from '@chargevalet/platform';
import { ACCOUNT_PATHS, changeEmailResponseSchema, changeEmailSendCodeRequestSchema } from '@chargevalet/contract';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeContactModal } from './ChangeContactModal';
import { SETTINGS_NS } from './i18n';

export interface ChangeEmailModalProps {
  open: boolean;
  currentEmail: string | null;
  onClose(): void;
  onChanged(email: string): void;
}

/** Change e-mail (SPEC §2, §4): enter the new address → a code goes to it → enter the code. */
export function ChangeEmailModal({ open, currentEmail, onClose, onChanged }: ChangeEmailModalProps) {
  const { t } = useTranslation(SETTINGS_NS);
  return (
    <ChangeContactModal
      open={open}
      onClose={onClose}
      onChanged={onChanged}
      field="email"
      texts="changeEmail"
      label={t('changeEmail.newEmail')}
      requestSchema={changeEmailSendCodeRequestSchema}
      responseSchema={changeEmailResponseSchema}
      sendCodePath={ACCOUNT_PATHS.customerEmailSendCode}
      changePath={ACCOUNT_PATHS.customerEmailChange}
      sendFailure="toast"
      note={
        currentEmail && (
          <Text fontSize="sm" overflowWrap="anywhere">
            {t('changeEmail.current', { email: currentEmail })}
          </Text>
        )
      }
      renderInput={({ register, setValue }) => (
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
          {...register('email', {
            onBlur: (event: FocusEvent<HTMLInputElement>) => setValue('email', event.target.value.trim()),
          })}
        />
      )}
    />
  );
}

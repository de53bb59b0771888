import { PhoneInput } from '@chargevalet/platform/forms';
import { ACCOUNT_PATHS, changePhoneResponseSchema, changePhoneSendCodeRequestSchema } from '@chargevalet/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeContactModal } from './ChangeContactModal';
import { SETTINGS_NS } from './i18n';

export interface ChangePhoneModalProps {
  open: boolean;
  onClose(): void;
  onChanged(phone: string): void;
}

/** Change phone (SPEC §2, §4): enter the new number → a code goes to it by SMS → enter the code. */
export function ChangePhoneModal({ open, onClose, onChanged }: ChangePhoneModalProps) {
  const { t } = useTranslation(SETTINGS_NS);
  return (
    <ChangeContactModal
      open={open}
      onClose={onClose}
      onChanged={onChanged}
      field="phone"
      texts="changePhone"
      label={t('changePhone.newPhone')}
      requestSchema={changePhoneSendCodeRequestSchema}
      responseSchema={changePhoneResponseSchema}
      sendCodePath={ACCOUNT_PATHS.customerPhoneSendCode}
      changePath={ACCOUNT_PATHS.customerPhoneChange}
      // SPEC §8: phone send failures other than 422 show inside the form
      sendFailure="alert"
      renderInput={({ control }) => (
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneInput ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={Boolean(fieldState.error)} autoFocus />
          )}
        />
      )}
    />
  );
}

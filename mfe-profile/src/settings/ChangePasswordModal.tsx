import { Button, Field, Stack, api, isApiError, notify, AppDialog } from '@chargevalet/platform';
import { PasswordInput } from '@chargevalet/platform/forms';
import { ACCOUNT_PATHS, PASSWORD_MAX, changePasswordRequestSchema, changePasswordResponseSchema, type ChangePasswordRequest } from '@chargevalet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SETTINGS_NS } from './i18n';

export interface ChangePasswordModalProps {
  open: boolean;
  onClose(): void;
}

const EMPTY = { current_password: '', new_password: '', new_password_confirmation: '' };

/**
 * Change password (SPEC §5, §8): current at least 8 characters, new by the password rule, confirmation matching.
 * Wrong current password → "Current password is incorrect" on its field; other failures → toast 'oops';
 * success → "Password successfully updated".
 */
export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const {
    register,
    setError,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest>({ resolver: zodResolver(changePasswordRequestSchema), defaultValues: EMPTY });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const onSubmit = async (values: ChangePasswordRequest) => {
    try {
      await api.post(ACCOUNT_PATHS.customerChangePassword, values, { schema: changePasswordResponseSchema });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const body = error.body as { status?: string } | undefined;
        const fields = error.fieldErrors;
        const current = fields.current_password ?? (body?.status === 'failed' ? ['validation.currentPasswordIncorrect'] : []);
        const next = fields.new_password ?? [];
        const confirmation = fields.new_password_confirmation ?? [];
        if (current.length) setError('current_password', { type: 'server', message: current.join(' ') }, { shouldFocus: true });
        if (next.length) setError('new_password', { type: 'server', message: next.join(' ') }, { shouldFocus: !current.length });
        if (confirmation.length) setError('new_password_confirmation', { type: 'server', message: confirmation.join(' ') });
        if (current.length || next.length || confirmation.length) return;
      }
      notify({ type: 'error', title: t('errorTitle'), description: t('oops') });
      return;
    }
    notify({ type: 'success', title: t('changePassword.success') });
    close();
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('changePassword.title')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" form="change-password-form" colorPalette="brand" loading={isSubmitting} loadingText={t('saving')}>
            {t('changePassword.submit')}
          </Button>
        </>
      }
    >
      <form id="change-password-form" onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap={4}>
          <Field label={t('changePassword.current')} error={errors.current_password} required>
            <PasswordInput autoComplete="current-password" autoFocus maxLength={PASSWORD_MAX} {...register('current_password')} />
          </Field>
          <Field label={t('changePassword.next')} error={errors.new_password} required helperText={t('changePassword.nextHint')}>
            <PasswordInput autoComplete="new-password" maxLength={PASSWORD_MAX} {...register('new_password')} />
          </Field>
          <Field label={t('changePassword.confirm')} error={errors.new_password_confirmation} required>
            <PasswordInput autoComplete="new-password" maxLength={PASSWORD_MAX} {...register('new_password_confirmation')} />
          </Field>
        </Stack>
      </form>
    </AppDialog>
  );
}

import { useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Field, Flex, Input, Stack, Text, api, contractRules, isApiError, useAuth } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { bookingPaths, msg } from '@chargevalet/contract/core';
import type { AnswerOf, DiscountCodeForm as DiscountCodeFormValues, discountValidateResponseSchema } from '@chargevalet/contract';
import { BOOKING_NS } from '../i18n';
import { useWizardStore } from '../wizard/wizardStore';
import { CannotApplyDiscountModal } from './CannotApplyDiscountModal';
import { PackageNotEligibleDialog } from './PackageNotEligibleDialog';

/** The code's rules (and zod) load when the field is first used: the summary shows on the wizard's first page. */
const resolver: Resolver<DiscountCodeFormValues> = async (values, context, options) =>
  zodResolver((await contractRules()).discountCodeFormSchema)(values, context, options);

/**
 * The discount code form of the order summary (SPEC §2, §4, §5, §8): trimmed, at least 3 Latin letters or digits;
 * validated by POST /api/discount/validate. Logged-out users get the cannot-apply modal; package_not_eligible
 * opens the dialog listing the eligible packages; every other refusal shows its message on the field.
 */
export function DiscountCodeForm() {
  const { t } = useTranslation(BOOKING_NS);
  const packageId = useWizardStore((s) => s.packageId);
  const discount = useWizardStore((s) => s.discount);
  const setDiscount = useWizardStore((s) => s.setDiscount);
  const clearDiscount = useWizardStore((s) => s.clearDiscount);
  const authStatus = useAuth((s) => s.status);
  const [cannotApplyOpen, setCannotApplyOpen] = useState(false);
  const [eligible, setEligible] = useState<number[] | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DiscountCodeFormValues>({ resolver, defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    if (packageId === null) return;
    if (authStatus !== 'authenticated') {
      setCannotApplyOpen(true);
      return;
    }
    try {
      const answer = await api.post<AnswerOf<typeof discountValidateResponseSchema>>(bookingPaths.discountValidate(), { code, package_id: packageId });
      if (answer.valid) {
        setDiscount({ code: answer.code, kind: answer.kind ?? null });
        reset({ code: '' });
        return;
      }
      if (answer.error === 'login_required') {
        setCannotApplyOpen(true);
        return;
      }
      if (answer.error === 'package_not_eligible') {
        setEligible(answer.eligible_packages);
        return;
      }
      const { DISCOUNT_ERROR_MESSAGES } = await contractRules();
      setError('code', { message: msg(DISCOUNT_ERROR_MESSAGES[answer.error ?? 'invalid']) });
    } catch (error) {
      const fieldMessage = isApiError(error) ? (error.fieldErrors.code?.join(' ') ?? error.message) : null;
      setError('code', { message: fieldMessage ?? t('discount.failed') });
    }
  });

  // The code is optional: an empty field is no error (not on Apply, not after it was touched), and emptying the
  // field removes an earlier error, so no red text follows the customer through the wizard's steps.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if ((getValues('code') ?? '').trim() === '') {
      event.preventDefault();
      clearErrors('code');
      return;
    }
    void onSubmit(event);
  };
  const codeField = register('code', {
    setValueAs: (v: string) => v.trim(),
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value.trim() === '') clearErrors('code');
    },
  });

  if (discount) {
    return (
      <Stack gap="1" data-testid="discount-applied">
        <Text fontSize="sm" color="fg.muted">
          {t('discount.applied')}
        </Text>
        <Flex align="center" justify="space-between" gap="2">
          <Badge colorPalette="green" size="lg" fontFamily="mono">
            {discount.code}
          </Badge>
          <Button size="xs" variant="ghost" onClick={clearDiscount} aria-label={t('discount.removeLabel', { code: discount.code })}>
            {t('discount.remove')}
          </Button>
        </Flex>
      </Stack>
    );
  }

  return (
    <>
      <form onSubmit={submit} onFocus={() => void contractRules()} noValidate aria-label={t('discount.formLabel')}>
        <Field label={t('discount.label')} error={errors.code} id="discount-code">
          <Flex gap="2" w="full">
            <Input
              {...codeField}
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={t('discount.placeholder')}
              size="sm"
            />
            <Button type="submit" size="sm" variant="outline" loading={isSubmitting}>
              {t('discount.apply')}
            </Button>
          </Flex>
        </Field>
      </form>
      <CannotApplyDiscountModal open={cannotApplyOpen} onClose={() => setCannotApplyOpen(false)} />
      <PackageNotEligibleDialog eligiblePackageIds={eligible} onClose={() => setEligible(null)} />
    </>
  );
}

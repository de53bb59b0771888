import { useState, type FormEvent } from 'react';
import { Badge, Button, Field, Flex, Input, Stack, Text, api, contractRules, isApiError, useAuth } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { bookingPaths, msg } from '@chargevalet/contract/core';
import type { AnswerOf, discountValidateResponseSchema } from '@chargevalet/contract';
import { BOOKING_NS } from '../i18n';
import { useWizardStore } from '../wizard/wizardStore';
import { CannotApplyDiscountModal } from './CannotApplyDiscountModal';
import { PackageNotEligibleDialog } from './PackageNotEligibleDialog';

/**
 * The message of the code's first broken rule, or null. The rules (and zod) load when the field is first used: the
 * summary shows on the wizard's first page, which loads no schema and, for one field, no form library either.
 */
async function ruleBrokenBy(code: string): Promise<string | null> {
  const checked = (await contractRules()).discountCodeFormSchema.safeParse({ code });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Once Apply was pressed, the rules check the code as it is typed.
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const apply = async (trimmed: string) => {
    if (packageId === null) return;
    if (authStatus !== 'authenticated') {
      setCannotApplyOpen(true);
      return;
    }
    try {
      const answer = await api.post<AnswerOf<typeof discountValidateResponseSchema>>(bookingPaths.discountValidate(), { code: trimmed, package_id: packageId });
      if (answer.valid) {
        setDiscount({ code: answer.code, kind: answer.kind ?? null });
        setCode('');
        setTried(false);
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
      setError(msg(DISCOUNT_ERROR_MESSAGES[answer.error ?? 'invalid']));
    } catch (failure) {
      const fieldMessage = isApiError(failure) ? (failure.fieldErrors.code?.join(' ') ?? failure.message) : null;
      setError(fieldMessage ?? t('discount.failed'));
    }
  };

  // The code is optional: an empty field is no error (not on Apply, not after it was touched), and emptying the
  // field removes an earlier error, so no red text follows the customer through the wizard's steps.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (submitting) return;
    if (trimmed === '') {
      setError(null);
      return;
    }
    setTried(true);
    setSubmitting(true);
    try {
      const broken = await ruleBrokenBy(trimmed);
      setError(broken);
      if (broken === null) await apply(trimmed);
    } finally {
      setSubmitting(false);
    }
  };
  const change = async (value: string) => {
    setCode(value);
    const trimmed = value.trim();
    if (trimmed === '') setError(null);
    else if (tried) setError(await ruleBrokenBy(trimmed));
  };

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
      <form onSubmit={(event) => void submit(event)} onFocus={() => void contractRules()} noValidate aria-label={t('discount.formLabel')}>
        <Field label={t('discount.label')} error={error} id="discount-code">
          <Flex gap="2" w="full">
            <Input
              name="code"
              value={code}
              onChange={(event) => void change(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={t('discount.placeholder')}
              size="sm"
            />
            <Button type="submit" size="sm" variant="outline" loading={submitting}>
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

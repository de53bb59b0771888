import type { ReactNode } from 'react';
import { Box, Flex, Separator, Skeleton, Stack, Text, formatEuro, useLocale } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { SERVICE_OPTION_IDS, translated } from '@chargevalet/contract/core';
import type { PackageService } from '@chargevalet/contract';
import { BOOKING_NS } from '../i18n';
import { useChargingLevels, usePackageServices, usePackages } from '../api/catalog';
import { DiscountCodeForm } from '../discount/DiscountCodeForm';
import { useWizardStore } from './wizardStore';
import { useOrderTotals } from './useOrderTotals';

function Row({ label, value, strong, testId, separated }: { label: ReactNode; value: ReactNode; strong?: boolean; testId?: string; separated?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="3"
      fontWeight={strong ? 'semibold' : 'normal'}
      fontSize={strong ? 'lg' : 'sm'}
      {...(separated ? { borderTopWidth: '1px', borderColor: 'border', pt: '2' } : {})}
    >
      <Text as="dt" color={strong ? 'fg' : 'fg.muted'}>
        {label}
      </Text>
      <Text as="dd" textAlign="end" m="0" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

function optionTitle(services: PackageService[] | undefined, optionId: number, locale: 'de' | 'en'): string | null {
  for (const service of services ?? []) {
    const option = service.options.find((o) => o.service_id === optionId);
    if (option) return translated(option.translations, locale).title;
  }
  return null;
}

/**
 * The order summary (SPEC §2): package, choices, the discount code form and the totals, every price from the
 * server's cost calculation.
 */
export function OrderSummary() {
  const { t } = useTranslation(BOOKING_NS);
  const { locale } = useLocale();
  const packageId = useWizardStore((s) => s.packageId);
  const form = useWizardStore((s) => s.carDraft ?? s.car);
  const packages = usePackages();
  const levels = useChargingLevels();
  const packageServices = usePackageServices(packageId);
  const { totals, isFetching, isError } = useOrderTotals();
  const discountCode = useWizardStore((s) => s.discount?.code ?? null);
  const discountTotal = totals?.discount_total ?? 0;
  const pkg = packages.data?.find((p) => p.id === packageId);
  const levelId = Number(form?.charging_level_id ?? 6);
  const level = levels.data?.find((l) => l.id === levelId);
  const returnTypeTitle = form?.return_type_id ? optionTitle(packageServices.data, Number(form.return_type_id), locale) : null;
  const extras: string[] = [];
  if (form?.wash_before_return) extras.push(optionTitle(packageServices.data, Number(form.wash_before_return_id ?? SERVICE_OPTION_IDS.carWash), locale) ?? t('summary.wash'));
  if (form?.clean_car_before_returning) extras.push(optionTitle(packageServices.data, Number(form.clean_car_before_returning_id ?? SERVICE_OPTION_IDS.cleaning), locale) ?? t('summary.cleaning'));
  if (form?.should_use_fuel_card) extras.push(t('summary.fuelCard'));
  if (form?.should_send_bill) extras.push(t('summary.bill'));
  const money = (cents: number | undefined) =>
    cents === undefined ? <Skeleton as="span" display="inline-block" h="4" w="16" /> : formatEuro(cents, locale);

  return (
    <Stack gap="4" data-testid="order-summary">
      {!pkg ? (
        <Text color="fg.muted" fontSize="sm">
          {t('summary.noPackage')}
        </Text>
      ) : (
        <Box as="dl" display="grid" gap="2">
          <Row label={t('summary.package')} value={translated(pkg.translations, locale).title} />
          <Row label={t('summary.chargingLevel')} value={level ? translated(level.translations, locale).title : '–'} />
          {returnTypeTitle && <Row label={t('summary.returnType')} value={returnTypeTitle} />}
          {extras.length > 0 && <Row label={t('summary.extras')} value={extras.join(', ')} />}
        </Box>
      )}
      {pkg && <DiscountCodeForm />}
      {pkg && (
        <>
          <Separator />
          {/* A <dl> holds only its rows (axe definition-list): the line above the total is the total row's border. */}
          <Box as="dl" display="grid" gap="2" aria-busy={isFetching} aria-live="polite">
            <Row label={t('summary.electricity')} value={money(totals?.electricity_total)} testId="summary-electricity" />
            {discountTotal > 0 && totals ? (
              <>
                <Row label={t('summary.serviceBeforeDiscount')} value={money(totals.service_total + discountTotal)} testId="summary-service" />
                <Row
                  label={t('summary.discount', { code: discountCode ?? '' })}
                  value={<Text as="span" color="fg.success">{`−${formatEuro(discountTotal, locale)}`}</Text>}
                  testId="summary-discount"
                />
              </>
            ) : (
              <Row label={t('summary.service')} value={money(totals?.service_total)} testId="summary-service" />
            )}
            <Row label={t('summary.total')} value={money(totals?.grand_total)} strong testId="summary-total" separated />
          </Box>
          <Text fontSize="xs" color="fg.muted">
            {t('summary.vatNote')}
          </Text>
          {isError && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {t('summary.pricesFailed')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

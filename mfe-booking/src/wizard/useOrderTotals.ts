import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { CAR_TYPES, DEFAULT_CHARGING_LEVEL_ID, bookingPaths, type CarType } from '@chargevalet/contract/core';
import type { AnswerOf, CostCalculationTotal, costCalculationResponseSchema, WizardCarFormInput } from '@chargevalet/contract';
import { useWizardStore, type WizardData } from './wizardStore';

/** Wait after the last change before asking the server again (SPEC §7 "after a short wait"). */
export const TOTALS_DEBOUNCE_MS = 250;

/** The body of POST /api/order/cost-calculation/{packageId} (SPEC §7), plus the package it is for. */
export interface PricingInput {
  packageId: number;
  charging_level_id: number;
  selected_services: number[];
  is_use_fuel_card: boolean;
  discount_code: string | null;
  car_type?: CarType;
}

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * What the summary prices: the car form as it is being filled in (the draft) or as saved, the package and the
 * applied code. Null without a package. Missing choices fall back to the default charging level (id 6).
 */
export function pricingInputOf(data: Pick<WizardData, 'packageId' | 'car' | 'carDraft' | 'discount'>): PricingInput | null {
  if (data.packageId === null) return null;
  const form: Partial<WizardCarFormInput> = data.carDraft ?? data.car ?? {};
  const selected: number[] = [];
  const returnType = positiveInt(form.return_type_id);
  if (returnType) selected.push(returnType);
  const wash = positiveInt(form.wash_before_return_id);
  if (form.wash_before_return && wash) selected.push(wash);
  const cleaning = positiveInt(form.clean_car_before_returning_id);
  if (form.clean_car_before_returning && cleaning) selected.push(cleaning);
  const carType = CAR_TYPES.find((type) => type === form.car_type);
  return {
    packageId: data.packageId,
    charging_level_id: positiveInt(form.charging_level_id) ?? DEFAULT_CHARGING_LEVEL_ID,
    selected_services: selected,
    is_use_fuel_card: Boolean(form.should_use_fuel_card),
    discount_code: data.discount?.code ?? null,
    ...(carType ? { car_type: carType } : {}),
  };
}

/** `value`, once it has stopped changing for `ms` milliseconds. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export const totalsKey = (input: PricingInput | null) => ['booking', 'totals', input] as const;

/**
 * The order totals from the server (the single source of truth for every price shown), refreshed with a short
 * debounce whenever the package, the car form's choices or the discount code change. Keeps the last totals
 * while a new answer is on its way (`isFetching`).
 */
export function useOrderTotals(): {
  totals: CostCalculationTotal | undefined;
  isFetching: boolean;
  isError: boolean;
  input: PricingInput | null;
} {
  const packageId = useWizardStore((s) => s.packageId);
  const car = useWizardStore((s) => s.car);
  const carDraft = useWizardStore((s) => s.carDraft);
  const discount = useWizardStore((s) => s.discount);
  const input = pricingInputOf({ packageId, car, carDraft, discount });
  const debounced = useDebouncedValue(JSON.stringify(input), TOTALS_DEBOUNCE_MS);
  const parsed = JSON.parse(debounced) as PricingInput | null;
  const query = useQuery<CostCalculationTotal>({
    queryKey: totalsKey(parsed),
    queryFn: async ({ signal }) => {
      const { packageId: id, ...body } = parsed!;
      return (await api.post<AnswerOf<typeof costCalculationResponseSchema>>(bookingPaths.costCalculation(id), body, { signal })).data;
    },
    enabled: parsed !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 1,
  });
  return { totals: parsed ? query.data : undefined, isFetching: query.isFetching || debounced !== JSON.stringify(input), isError: query.isError, input };
}

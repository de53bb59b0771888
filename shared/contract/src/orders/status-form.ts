import { z } from 'zod';
import { msg } from '../messages';
import { orderStateSchema, type OrderState } from '../order-states';
import { euroCostRule, euroToCents, type StatusChangeRequest } from './dispatch';
import { statusDisablesCosts, statusNeedsCosts } from './lifecycle';

/** Euro as typed: "12,50" (German) or "12.50"; blank is "not entered". */
// A disabled input (no_charge) reaches the form as undefined: read it as blank.
const euroText = z.string().trim().catch('');
export const parseEuro = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/**
 * The manager's change-status form (SPEC §4, §5; here so that the manager remote needs no zod of its own): a known
 * status; for pending_payment both costs, each ≥ 0 euro with at most two decimals (the contract's rule and messages);
 * costs are ignored when they do not apply.
 */
export const statusFormSchema = z
  .object({ status: orderStateSchema, service_cost: euroText, electricity_cost: euroText })
  .superRefine((form, ctx) => {
    if (!statusNeedsCosts(form.status)) return;
    for (const [field, required] of [
      ['service_cost', msg('serviceCostRequired')],
      ['electricity_cost', msg('electricityCostRequired')],
    ] as const) {
      const value = parseEuro(form[field]);
      if (value === null) ctx.addIssue({ code: 'custom', path: [field], message: required });
      else if (!euroCostRule.safeParse(value).success) ctx.addIssue({ code: 'custom', path: [field], message: msg('costInvalid') });
    }
  });
export type StatusForm = z.infer<typeof statusFormSchema>;

/**
 * POST …/status body: costs only with pending_payment; `expected_state` makes a stale view a 409, not a surprise;
 * `confirmAboveEstimate`: the manager confirmed a total above the estimate's tolerance.
 */
export function toStatusChange(form: StatusForm, seenState: OrderState, confirmAboveEstimate = false): StatusChangeRequest {
  const withCosts = statusNeedsCosts(form.status);
  return {
    status: form.status,
    ...(withCosts ? { service_cost: parseEuro(form.service_cost), electricity_cost: parseEuro(form.electricity_cost) } : {}),
    expected_state: seenState,
    ...(withCosts && confirmAboveEstimate ? { confirm_above_estimate: true } : {}),
  };
}

/** The total of the typed costs in cents; null while a cost is blank or no amount. */
export function formCostsTotal(form: Pick<StatusForm, 'service_cost' | 'electricity_cost'>): number | null {
  const service = parseEuro(form.service_cost ?? '');
  const electricity = parseEuro(form.electricity_cost ?? '');
  if (service === null || electricity === null || !Number.isFinite(service) || !Number.isFinite(electricity)) return null;
  return euroToCents(service) + euroToCents(electricity);
}

/** The cost fields are on screen for the two settling states; editable only for pending_payment. */
export const costFieldsShown = (status: OrderState): boolean => statusNeedsCosts(status) || statusDisablesCosts(status);

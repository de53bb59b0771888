import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { WIZARD_RESET_EVENT, WIZARD_STEPS, WIZARD_STORAGE_KEY, clearExtras, type DiscountKind, type PaymentMethodCode, type WizardStep } from '@chargevalet/contract/core';
import type { SlotSelection, WizardCarForm, WizardCarFormInput, WizardUserForm } from '@chargevalet/contract';

/** Time slot details of step 4 (owned by the time-slots step): Berlin date and time as the order request sends them. */
export interface WizardTimeSlots {
  pickup_time_slot: SlotSelection;
  /** null: "as soon as the car is ready" (DESIGN §4). */
  return_time_slot: SlotSelection | null;
  /** The slots' UTC instants (`date_time` of the time entries), for display; optional. */
  pickup_date_time?: string | null;
  return_date_time?: string | null;
}

/** Payment method details of step 5 (owned by the payment step). */
export interface WizardPayment {
  payment_method: PaymentMethodCode;
  create_account?: boolean;
  accept_terms?: boolean;
  marketing_consent?: boolean;
}

/** An applied (server-validated) discount code: normalised upper case, and its kind when the server told it. */
export interface WizardDiscount {
  code: string;
  kind: DiscountKind | null;
}

/**
 * What the browser keeps of the wizard (SPEC §2 "Saved in the browser"): chosen package, car and order details,
 * user details, time slot details, payment method details, discount code.
 * `car` is the validated step-2 form (set on Next); `carDraft` holds the step-2 form while it is being filled in
 * (so a reload keeps typed values and the order summary follows the choices before Next).
 */
export interface WizardData {
  packageId: number | null;
  car: WizardCarForm | null;
  carDraft: Partial<WizardCarFormInput> | null;
  user: WizardUserForm | null;
  timeSlots: WizardTimeSlots | null;
  payment: WizardPayment | null;
  discount: WizardDiscount | null;
  /** The step number 0-4 the customer last reached (SPEC §3 "Wizard step numbers 0-4 are held in state"). */
  step: number;
}

export interface WizardActions {
  /** Chooses a package. A different package than before clears the discount code (SPEC §4). Returns true if it changed. */
  setPackage(packageId: number): boolean;
  /** Saves validated car and order details (step 2 Next); also replaces the draft. */
  setCar(car: WizardCarForm): void;
  /** Keeps the car form's current (unvalidated) values. */
  setCarDraft(draft: Partial<WizardCarFormInput> | null): void;
  setUser(user: WizardUserForm): void;
  setTimeSlots(timeSlots: WizardTimeSlots): void;
  clearTimeSlots(): void;
  setPayment(payment: WizardPayment): void;
  /** SPEC §4: going back from payment to time slots clears saved payment details. */
  clearPayment(): void;
  /** Applies a validated code; SPEC §4: applying a valid code clears the wash and cleaning choices. */
  setDiscount(discount: WizardDiscount): void;
  /** Removes the code (removing resets it; logging out clears it). */
  clearDiscount(): void;
  setStep(step: number): void;
  /** Cancel order: resets all saved wizard data. */
  reset(): void;
}

export type WizardState = WizardData & WizardActions;

export { WIZARD_STORAGE_KEY };

export const initialWizardData: WizardData = {
  packageId: null,
  car: null,
  carDraft: null,
  user: null,
  timeSlots: null,
  payment: null,
  discount: null,
  step: 0,
};

const clearDraftExtras = (draft: Partial<WizardCarFormInput> | null): Partial<WizardCarFormInput> | null =>
  draft ? { ...draft, wash_before_return: false, clean_car_before_returning: false } : draft;

export const useWizardStore = create<WizardState>()(
  persist(
    (set, get) => ({
      ...initialWizardData,
      setPackage(packageId) {
        const changed = get().packageId !== packageId;
        set(changed ? { packageId, discount: null } : { packageId });
        return changed;
      },
      setCar(car) {
        set({ car, carDraft: car });
      },
      setCarDraft(carDraft) {
        set({ carDraft });
      },
      setUser(user) {
        set({ user });
      },
      setTimeSlots(timeSlots) {
        set({ timeSlots });
      },
      clearTimeSlots() {
        set({ timeSlots: null });
      },
      setPayment(payment) {
        set({ payment });
      },
      clearPayment() {
        set({ payment: null });
      },
      setDiscount(discount) {
        set((s) => ({ discount, car: s.car ? clearExtras(s.car) : s.car, carDraft: clearDraftExtras(s.carDraft) }));
      },
      clearDiscount() {
        set({ discount: null });
      },
      setStep(step) {
        set({ step });
      },
      reset() {
        set({ ...initialWizardData });
      },
    }),
    {
      name: WIZARD_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): WizardData => ({
        packageId: s.packageId,
        car: s.car,
        carDraft: s.carDraft,
        user: s.user,
        timeSlots: s.timeSlots,
        payment: s.payment,
        discount: s.discount,
        step: s.step,
      }),
    },
  ),
);

// Another app asked for a fresh wizard (the customer's "Place new order"): forget everything, as Cancel order does.
if (typeof window !== 'undefined') window.addEventListener(WIZARD_RESET_EVENT, () => useWizardStore.getState().reset());

/** What each step needs from the earlier steps (SPEC §2 redirects). */
const REQUIRES: Record<WizardStep, (data: WizardData) => boolean> = {
  'select-package': () => true,
  'car-and-order-details': (d) => d.packageId !== null,
  'user-details': (d) => d.car !== null,
  'time-slots': (d) => d.user !== null,
  'payment-method': (d) => d.timeSlots !== null,
};

/**
 * The step to redirect to when `step` cannot be shown yet: the earliest step whose data is missing
 * (no package → select-package; no car → car-and-order-details; no user → user-details; no time slots → time-slots).
 * null when the step may be shown.
 */
export function redirectFor(step: WizardStep, data: WizardData): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  for (let i = 1; i <= index; i++) {
    const candidate = WIZARD_STEPS[i]!;
    if (!REQUIRES[candidate](data)) return WIZARD_STEPS[i - 1]!;
  }
  return null;
}


import {
  PICKUP_LEAD_MINUTES,
  SERVICE_TIME_ZONE,
  selectedServicesOf,
  wizardCarFormSchema,
  wizardUserFormSchema,
  type PaymentForm,
  type SlotSelection,
  type WizardStep,
} from '@chargevalet/contract';
import type { WizardData } from '../../wizard/wizardStore';
import type { PlacementBody } from '../../checkout/checkoutApi';

/** Minutes the zone is ahead of UTC at an instant (Europe/Berlin: 60 or 120). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** A Berlin wall-clock slot (`YYYY-MM-DD`, `HH:mm`) as a UTC instant (correct on daylight-saving days). */
export function berlinInstant(slot: SlotSelection): Date {
  const [y, m, d] = slot.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = slot.time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall - zoneOffsetMinutes(new Date(wall), SERVICE_TIME_ZONE) * 60_000;
  guess = wall - zoneOffsetMinutes(new Date(guess), SERVICE_TIME_ZONE) * 60_000;
  return new Date(guess);
}

/** SPEC §5/§9: the pickup must start at least 75 minutes from now. */
export function pickupIsFarEnough(timeSlots: WizardData['timeSlots'], now: Date = new Date()): boolean {
  if (!timeSlots) return false;
  const start = timeSlots.pickup_date_time ? new Date(timeSlots.pickup_date_time) : berlinInstant(timeSlots.pickup_time_slot);
  if (Number.isNaN(start.getTime())) return false;
  return start.getTime() - now.getTime() >= PICKUP_LEAD_MINUTES * 60_000;
}

/**
 * The submit checks of SPEC §5 that need no server: the pickup lead time, then the user and the car details
 * re-validated with the contract's schemas. Returns the step to send the customer to, or null when all pass.
 */
export function stepToFix(data: WizardData, now: Date = new Date()): WizardStep | null {
  if (data.packageId === null) return 'select-package';
  if (!pickupIsFarEnough(data.timeSlots, now)) return 'time-slots';
  if (!data.user || !wizardUserFormSchema.safeParse(data.user).success) return 'user-details';
  if (!data.car || !wizardCarFormSchema.safeParse(data.car).success) return 'car-and-order-details';
  return null;
}

export interface PaymentChoices extends Pick<PaymentForm, 'payment_method'> {
  create_account?: boolean | undefined;
  accept_terms?: boolean | undefined;
  marketing_consent?: boolean | undefined;
}

/**
 * The order request (SPEC §3) from the saved wizard data and the payment form; guests add their consents.
 * Call after `stepToFix` returned null.
 */
export function buildOrderRequest(data: WizardData, payment: PaymentChoices, guest: boolean): PlacementBody {
  const car = wizardCarFormSchema.parse(data.car);
  const user = wizardUserFormSchema.parse(data.user);
  const slots = data.timeSlots!;
  return {
    car: { car_type: car.car_type, license_plate: car.license_plate, brand: car.brand, model: car.model, color: car.color },
    package_id: data.packageId!,
    selected_services: selectedServicesOf(car),
    charging_level_id: car.charging_level_id,
    is_use_fuel_card: car.should_use_fuel_card,
    is_send_bill: car.should_send_bill,
    pickup_address: { ...car.pickup_address, zip_code: car.pickup_zip_code },
    return_address: { ...car.return_address, street: car.return_address?.street ?? '', zip_code: car.return_zip_code },
    user: {
      first_name: user.name,
      last_name: user.surname,
      phone: user.phone,
      email: user.email,
      billing_address: { ...user.billing_address, zip_code: user.billing_zip_code },
    },
    pickup_time_slot: slots.pickup_time_slot,
    return_time_slot: slots.return_time_slot,
    payment_method: { method_code: payment.payment_method },
    discount_code: data.discount?.code ?? null,
    marketing_consent: payment.marketing_consent ?? false,
    ...(guest ? { create_account: payment.create_account === true, accept_terms: payment.accept_terms === true } : {}),
  };
}

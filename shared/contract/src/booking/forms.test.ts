import { firstStepOf, WIZARD_STEPS, wizardStepOfField, wizardStepPath } from './wizard-steps';
import { wizardCarFormSchema, wizardUserFormSchema, paymentFormSchema, PAYMENT_FORM_DEFAULTS, selectedServicesOf, copyPickupToReturn } from './wizard-forms';
import { carSchema, licensePlateRule } from './car';
import { DISCOUNT_ERROR_MESSAGES, discountCodeRule, discountValidateRequestSchema, optionalDiscountCodeRule } from './discount';
import { clearExtras, forcesExtrasOff } from './constants-core';
import { chosenPackageId } from './wizard-forms-core';
import { streetRule, hasStreetAndHouseNumber, isInsideServiceArea, postcodeInText, zipCodeRule, zipCodeVerifyRequestSchema } from './address';
import { orderRequestSchema } from './order';
import { costCalculationRequestSchema } from './pricing';
import { formatEuro } from '../intl';
import { packageGradient, PACKAGE_GRADIENTS, isMailboxReturn } from './constants';
import { translateMessage, validationMessages } from '../validation-messages';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const issues = (result: Result) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const first = (result: Result) => result.error?.issues[0]?.message;

const pickup = { street: 'Königsallee 1', latitude: 51.22, longitude: 6.78 };
const validCar = {
  car_type: 'electric',
  license_plate: ' D AB 1234 ',
  charging_level_id: 6,
  return_type_id: 1,
  pickup_address: pickup,
  pickup_zip_code: '40212',
  return_address: { street: 'Schadowstraße 5' },
  return_zip_code: '40 212',
  return_same_as_pickup_address: false,
};

describe('licence plate (SPEC §5)', () => {
  it('trims and accepts 3-15 Latin letters, digits and spaces', () => {
    expect(licensePlateRule.parse('  D AB 123 ')).toBe('D AB 123');
    // The common German way with a hyphen is accepted and stored in the SPEC form (issue 12).
    expect(licensePlateRule.parse('D-XY 987')).toBe('D XY 987');
    expect(licensePlateRule.parse(' d - xy  987 ')).toBe('d xy 987');
  });
  it.each(['AB', 'D AB 1234567890X'])('rejects %s with the length message', (plate) => {
    expect(first(licensePlateRule.safeParse(plate))).toBe('validation.licensePlate');
  });
  it('rejects non-Latin characters and punctuation', () => {
    expect(first(licensePlateRule.safeParse('D-ÄB-12'))).toBe('validation.licensePlateLatin');
  });
  it('counts the trimmed length', () => {
    expect(licensePlateRule.safeParse('  AB  ').success).toBe(false);
  });
});

describe('car', () => {
  it('requires a car type from the list', () => {
    expect(issues(carSchema.safeParse({ license_plate: 'D AB 1' }))).toEqual({ car_type: 'validation.carTypeRequired' });
    expect(issues(carSchema.safeParse({ car_type: 'diesel', license_plate: 'D AB 1' }))).toEqual({ car_type: 'validation.carTypeRequired' });
  });
  it('keeps brand, model and color optional, max 100', () => {
    expect(carSchema.parse({ car_type: 'plugin_hybrid', license_plate: 'D AB 1' })).toMatchObject({ brand: '', model: '', color: '' });
    const long = 'x'.repeat(101);
    expect(issues(carSchema.safeParse({ car_type: 'electric', license_plate: 'D AB 1', brand: long, model: long, color: long }))).toEqual({
      brand: 'validation.brandMax',
      model: 'validation.modelMax',
      color: 'validation.colorMax',
    });
    expect(carSchema.safeParse({ car_type: 'electric', license_plate: 'D AB 1', brand: 'x'.repeat(100) }).success).toBe(true);
  });
});

describe('wizard car form', () => {
  it('accepts a complete form and strips spaces from ZIP codes', () => {
    const form = wizardCarFormSchema.parse(validCar);
    expect(form.return_zip_code).toBe('40212');
    expect(form.license_plate).toBe('D AB 1234');
  });
  it('shows every required message of SPEC §5', () => {
    const result = wizardCarFormSchema.safeParse({
      pickup_address: { street: ' ' },
      pickup_zip_code: '',
      return_address: { street: '' },
      return_zip_code: '',
    });
    expect(issues(result)).toEqual({
      car_type: 'validation.carTypeRequired',
      license_plate: 'validation.licensePlate',
      charging_level_id: 'validation.chargingLevelRequired',
      return_type_id: 'validation.returnTypeRequired',
      'pickup_address.street': 'validation.pickupStreetRequired',
      pickup_zip_code: 'validation.pickupZipRequired',
      'return_address.street': 'validation.returnStreetRequired',
      return_zip_code: 'validation.returnZipRequired',
    });
  });
  it('with same-as-pickup ignores empty return fields and copies the pickup address and ZIP', () => {
    const form = wizardCarFormSchema.parse({ ...validCar, return_address: {}, return_zip_code: '', return_same_as_pickup_address: true });
    expect(form.return_address).toEqual(form.pickup_address);
    expect(form.return_zip_code).toBe('40212');
  });
  it('asks for the return street when the return address is missing entirely', () => {
    const result = wizardCarFormSchema.safeParse({ ...validCar, return_address: undefined, return_zip_code: undefined });
    expect(issues(result)).toEqual({ 'return_address.street': 'validation.returnStreetRequired', return_zip_code: 'validation.returnZipRequired' });
    expect(wizardCarFormSchema.parse({ ...validCar, return_address: undefined, return_same_as_pickup_address: true }).return_address).toEqual(pickup);
  });
  it('copyPickupToReturn copies address and ZIP for the checkbox', () => {
    expect(copyPickupToReturn({ pickup_address: pickup, pickup_zip_code: '40212', return_address: null, return_zip_code: '' })).toMatchObject({
      return_address: pickup,
      return_zip_code: '40212',
    });
  });
  it('turns the form into selected service ids', () => {
    const form = wizardCarFormSchema.parse({ ...validCar, return_type_id: 3, wash_before_return: true, wash_before_return_id: 5, clean_car_before_returning: false, clean_car_before_returning_id: 6 });
    expect(selectedServicesOf(form)).toEqual([3, 5]);
    expect(isMailboxReturn(form.return_type_id)).toBe(true);
    expect(isMailboxReturn(1)).toBe(false);
  });
});

describe('wizard user form', () => {
  const user = { name: 'Anna', surname: 'Müller', phone: '0211 1234567', email: 'Anna@Example.DE', billing_address: { street: 'Kö 1' }, billing_zip_code: '40212' };
  it('reuses the shared name, phone and e-mail rules', () => {
    expect(wizardUserFormSchema.parse(user).email).toBe('anna@example.de');
    expect(issues(wizardUserFormSchema.safeParse({ ...user, name: 'A', surname: 'B', phone: '12', email: 'x' }))).toEqual({
      name: 'validation.nameMin',
      surname: 'validation.surnameMin',
      phone: 'validation.phoneMinDigits',
      email: 'validation.emailInvalid',
    });
  });
  it('requires the billing address and ZIP', () => {
    expect(issues(wizardUserFormSchema.safeParse({ ...user, billing_address: { street: '' }, billing_zip_code: ' ' }))).toEqual({
      'billing_address.street': 'validation.billingStreetRequired',
      billing_zip_code: 'validation.billingZipRequired',
    });
  });
});

describe('payment step (SPEC §5)', () => {
  it('requires a payment method', () => {
    expect(issues(paymentFormSchema(false).safeParse({}))).toEqual({ payment_method: 'validation.paymentMethodRequired' });
  });
  it('guests must tick account creation and terms (validation.Required)', () => {
    expect(issues(paymentFormSchema(true).safeParse({ payment_method: 'card', create_account: false, accept_terms: false }))).toEqual({
      create_account: 'validation.Required',
      accept_terms: 'validation.Required',
    });
    // Marketing consent only when ticked (an omitted box is no consent).
    expect(paymentFormSchema(true).parse({ payment_method: 'card', create_account: true, accept_terms: true }).marketing_consent).toBe(false);
    expect(PAYMENT_FORM_DEFAULTS).toEqual({ create_account: true, accept_terms: false, marketing_consent: false });
  });
  it('signed-in customers skip the consents', () => {
    expect(paymentFormSchema(false).safeParse({ payment_method: 'card' }).success).toBe(true);
  });
});

describe('discount code (SPEC §5)', () => {
  it('trims and needs at least 3 Latin letters or digits', () => {
    expect(discountCodeRule.parse(' welcome10 ')).toBe('welcome10');
    expect(first(discountCodeRule.safeParse(' ab '))).toBe('validation.discountCodeMin');
    expect(first(discountCodeRule.safeParse('ABC-1'))).toBe('validation.discountCodeLatin');
    expect(first(discountCodeRule.safeParse('ÄBC'))).toBe('validation.discountCodeLatin');
  });
  it('normalises to upper case in requests', () => {
    expect(discountValidateRequestSchema.parse({ code: ' firstorder ', package_id: 2 })).toEqual({ code: 'FIRSTORDER', package_id: 2 });
    // A request body carries numbers: neither a string nor a boolean is an id.
    expect(discountValidateRequestSchema.safeParse({ code: 'FIRSTORDER', package_id: '2' }).success).toBe(false);
    expect(discountValidateRequestSchema.safeParse({ code: 'FIRSTORDER', package_id: true }).success).toBe(false);
    expect(optionalDiscountCodeRule.parse('')).toBeNull();
    expect(optionalDiscountCodeRule.parse(undefined)).toBeNull();
  });
});

describe('addresses', () => {
  it('ZIP codes lose their spaces and must be five digits', () => {
    expect(zipCodeVerifyRequestSchema.parse({ zip_code: ' 402 12 ' })).toEqual({ zip_code: '40212' });
    expect(first(zipCodeRule('pickup').safeParse('4021'))).toBe('validation.zipCodeVerificationFailed');
  });
  it('limits a street to 255 characters', () => {
    expect(first(streetRule('pickup').safeParse('a'.repeat(256)))).toBe('validation.streetMax');
    expect(streetRule('pickup').safeParse('a'.repeat(255)).success).toBe(true);
  });
  it('has a translated message for every discount refusal', () => {
    for (const key of Object.values(DISCOUNT_ERROR_MESSAGES)) expect(validationMessages.de[key]).toBeTruthy();
  });
  it('recognises a street with a house number', () => {
    expect(hasStreetAndHouseNumber('Königsallee 1a')).toBe(true);
    expect(hasStreetAndHouseNumber('Königsallee 1, 40212 Düsseldorf')).toBe(true);
    expect(hasStreetAndHouseNumber('Kasernenstraße 12-14')).toBe(true);
    expect(hasStreetAndHouseNumber('Königsallee')).toBe(false);
    expect(hasStreetAndHouseNumber('Königsallee, 40212 Düsseldorf')).toBe(false);
    expect(hasStreetAndHouseNumber('12')).toBe(false);
  });
  it('finds a postcode in the address text', () => {
    expect(postcodeInText('Königsallee 1, 40212 Düsseldorf')).toBe('40212');
    expect(postcodeInText('Königsallee 1')).toBeNull();
  });
  it('checks the Düsseldorf bounding box', () => {
    expect(isInsideServiceArea(51.2277, 6.7735)).toBe(true);
    expect(isInsideServiceArea(51.4556, 7.0116)).toBe(false); // Essen
    expect(isInsideServiceArea(51.12, 6.93)).toBe(true);
  });
});

describe('order request', () => {
  const request = {
    car: { car_type: 'electric', license_plate: 'D AB 1234' },
    package_id: 2,
    selected_services: [1, 5],
    charging_level_id: 6,
    pickup_address: { street: 'Königsallee 1', zip_code: '40212' },
    return_address: { street: 'Königsallee 1', zip_code: '40212' },
    user: { first_name: 'Anna', last_name: 'Müller', phone: '0211 1234567', email: 'anna@example.de', billing_address: { street: 'Kö 1', zip_code: '40212' } },
    pickup_time_slot: { date: '2026-11-23', time: '09:30' },
    return_time_slot: null,
    payment_method: { method_code: 'card' },
    discount_code: 'welcome10',
  };
  it('parses the SPEC §3 request and normalises the code', () => {
    const parsed = orderRequestSchema.parse(request);
    expect(parsed.discount_code).toBe('WELCOME10');
    expect(parsed.is_use_fuel_card).toBe(false);
  });
  it('uses the same field messages as the forms', () => {
    const result = orderRequestSchema.safeParse({ ...request, car: { license_plate: 'x' }, charging_level_id: null, pickup_address: { street: '', zip_code: '' }, payment_method: undefined });
    expect(issues(result)).toMatchObject({
      'car.car_type': 'validation.carTypeRequired',
      'car.license_plate': 'validation.licensePlate',
      charging_level_id: 'validation.chargingLevelRequired',
      'pickup_address.street': 'validation.pickupStreetRequired',
      'pickup_address.zip_code': 'validation.pickupZipRequired',
      payment_method: 'validation.paymentMethodRequired',
    });
  });
  it('rejects slot times off the 30-minute grid', () => {
    expect(orderRequestSchema.safeParse({ ...request, pickup_time_slot: { date: '2026-11-23', time: '09:15' } }).success).toBe(false);
  });
});

describe('cost calculation request', () => {
  it('defaults services and fuel card and requires a charging level', () => {
    expect(costCalculationRequestSchema.parse({ charging_level_id: 6 })).toEqual({ charging_level_id: 6, selected_services: [], is_use_fuel_card: false, discount_code: null });
    expect(first(costCalculationRequestSchema.safeParse({}))).toBe('validation.chargingLevelRequired');
  });
});

describe('constants and messages', () => {
  it('picks gradients by position, wrapping after five', () => {
    expect(PACKAGE_GRADIENTS).toHaveLength(5);
    expect(packageGradient(5)).toBe(PACKAGE_GRADIENTS[0]);
  });
  it('keeps white text (also the description at 90 % opacity) at 4.5:1 or more on every colour of each gradient', () => {
    const channel = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const luminance = (rgb: number[]) => 0.2126 * channel(rgb[0]!) + 0.7152 * channel(rgb[1]!) + 0.0722 * channel(rgb[2]!);
    for (const gradient of PACKAGE_GRADIENTS) {
      for (const [hex] of gradient.matchAll(/#[0-9a-f]{6}/g)) {
        const bg = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
        const text = bg.map((c) => 0.9 + 0.1 * c);
        expect((luminance(text) + 0.05) / (luminance(bg) + 0.05)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
  it('formats euro amounts', () => {
    expect(formatEuro(1250, 'en')).toBe('€12.50');
    expect(formatEuro(1250, 'de').replace(/\s/g, ' ')).toBe('12,50 €');
  });
  it('has German and English text for every key, with the SPEC wording', () => {
    expect(Object.keys(validationMessages.de).sort()).toEqual(Object.keys(validationMessages.en).sort());
    expect(translateMessage('validation.licensePlate', 'en')).toBe('License plate number consists of a minimum of 3 and a maximum of 15 characters');
    expect(translateMessage('validation.carTypeRequired', 'en')).toBe('Please select your vehicle type from the list');
    expect(translateMessage('validation.chargingLevelRequired', 'en')).toBe('Select charging level please');
    expect(translateMessage('validation.pickupStreetRequired', 'en')).toBe('Enter the address where we should pick up your car');
    expect(translateMessage('validation.pickupZipRequired', 'en')).toBe('Enter the postcode of the pickup address');
    expect(translateMessage('validation.addressNotInDusseldorf', 'en')).toBe('Sorry, the specified address does not apply to Dusseldorf');
    expect(translateMessage('validation.fieldsIncorrect', 'en')).toBe('Some fields are incorrectly filled out or missing');
  });
});

describe('wizard steps', () => {
  it('maps refused fields to the step that owns them, earliest first', () => {
    expect(WIZARD_STEPS.indexOf('time-slots')).toBe(3);
    expect(wizardStepOfField('user.email')).toBe('user-details');
    expect(wizardStepOfField('pickup_time_slot')).toBe('time-slots');
    expect(wizardStepOfField('pickup_address.street')).toBe('car-and-order-details');
    expect(firstStepOf(['pickup_time_slot', 'user.phone'])).toBe('user-details');
    expect(firstStepOf(['pickup_time_slot', 'car.license_plate', 'user.phone'])).toBe('car-and-order-details');
    expect(firstStepOf([])).toBeNull();
    expect(wizardStepPath('payment-method')).toBe('/book-a-service/payment-method');
  });
});

describe('discount effects on the car form (SPEC §4)', () => {
  it('FIRSTORDER in any case and free-order codes lock the extras', () => {
    expect(forcesExtrasOff('firstOrder')).toBe(true);
    expect(forcesExtrasOff('GIFT', 'free_order')).toBe(true);
    expect(forcesExtrasOff('WELCOME10', 'percent')).toBe(false);
    expect(forcesExtrasOff(null)).toBe(false);
  });
  it('a valid code clears wash and cleaning', () => {
    expect(clearExtras({ wash_before_return: true, clean_car_before_returning: true, license_plate: 'X' })).toEqual({
      wash_before_return: false,
      clean_car_before_returning: false,
      license_plate: 'X',
    });
  });
});

describe('package header gradients (issue 12: contrast)', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);
  it.each(PACKAGE_GRADIENTS.map((g) => [g]))('white text reads at 4.5:1 or more on every stop of %s', (gradient) => {
    const stops = gradient.match(/#[0-9a-f]{6}/gi) ?? [];
    expect(stops.length).toBeGreaterThanOrEqual(2);
    for (const stop of stops) expect(contrastWithWhite(stop)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('chosenPackageId (SPEC §4 step 1: one package chosen)', () => {
  it("takes a radio's digits or a number", () => {
    expect(chosenPackageId('3')).toBe(3);
    expect(chosenPackageId(' 12 ')).toBe(12);
    expect(chosenPackageId(7)).toBe(7);
  });
  it('finds none in an empty, fractional, negative, oversized or non-numeric choice', () => {
    for (const value of [undefined, null, '', ' ', '0', 0, -1, 1.5, '1.5', 'abc', '2147483648', 2_147_483_648, true, {}]) {
      expect(chosenPackageId(value)).toBeNull();
    }
  });
});

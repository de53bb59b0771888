import { joinedNameRule, orderEditFormSchema, splitCustomerName, toOrderUpdateRequest } from './order-edit';

test('the name: split at the first space for storing, a stored pair that joins to it kept; each part follows the name rules', () => {
  expect(splitCustomerName('Anna Maria  Schmidt')).toEqual(['Anna', 'Maria Schmidt']);
  expect(splitCustomerName('Anna Maria Schmidt', { first: 'Anna Maria', last: 'Schmidt' })).toEqual(['Anna Maria', 'Schmidt']);
  // a changed last name keeps a stored two-part first name, a changed first name a two-part last name
  expect(splitCustomerName('Anna Maria Meyer', { first: 'Anna Maria', last: 'Schmidt' })).toEqual(['Anna Maria', 'Meyer']);
  expect(splitCustomerName('Eva von Bergen', { first: 'Anna', last: 'von Bergen' })).toEqual(['Eva', 'von Bergen']);
  expect(joinedNameRule.safeParse(' Jörg  Müller-Lüdenscheidt ').data).toBe('Jörg Müller-Lüdenscheidt');
  expect(joinedNameRule.safeParse('Anna').error?.issues.map((issue) => issue.message)).toEqual(['validation.surnameMin']);
  expect(joinedNameRule.safeParse('A Schmidt').error?.issues.map((issue) => issue.message)).toEqual(['validation.nameMin']);
});

test('form values → update body: name joined with a space, euro → cents, grand total their sum, what the form was loaded from', () => {
  const values = orderEditFormSchema.parse({
    car: { car_type: 'electric', license_plate: 'D AB 123', brand: '', model: '', color: '' },
    package_id: 1,
    charging_level_id: 6,
    is_send_bill: false,
    is_use_fuel_card: false,
    is_wash_car: true,
    billing_address: { street: 'Königsallee 1' },
    pickup_address: { street: 'Königsallee 1', latitude: 51.22, longitude: 6.77 },
    return_address: { street: 'Schadowstraße 5', zip_code: '40 212' },
    customer: { firstname: ' Erika ', lastname: 'Muster' },
    electricity_total: 15.1,
    service_total: 49.9,
  });
  expect(toOrderUpdateRequest(values, { state: 'assigned', updated_at: '2026-03-05T08:00:00.000Z' })).toMatchObject({
    customer: { name: 'Erika Muster' },
    electricity_total: 1510,
    service_total: 4990,
    grand_total: 6500,
    return_address: { zip_code: '40212' },
    expected_state: 'assigned',
    expected_updated_at: '2026-03-05T08:00:00.000Z',
  });
  expect(toOrderUpdateRequest({ ...values, service_total: null }, { state: 'created' })).toMatchObject({ service_total: null, grand_total: null });
});

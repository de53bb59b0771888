import type { OrderRow } from '../../db/schema';
import { canUpdateStatus, toOrderResource } from './resource';

const snapshot = { id: 1, title: 'Basic', translations: { de: { title: 'Basis' }, en: { title: 'Basic' } } };
const NOW = new Date('2026-11-23T07:00:00.000Z');
const row = (overrides: Partial<OrderRow>): OrderRow =>
  ({
    id: 'o1', identity: 'CV-7K4Q2M', state: 'created', statusHistory: [], customerId: null, customerFirstName: 'Clara', customerLastName: 'Kundin',
    customerEmail: 'c@example.com', customerPhone: '+49 211 1', billingStreet: 'K 1', billingZip: '40212', carType: 'electric', licensePlate: 'D CV 1',
    brand: '', model: '', color: '', package: snapshot, chargingLevelId: 6, chargingLevel: snapshot, returnType: snapshot, selectedServices: [1],
    isWashCar: false, isUseFuelCard: false, isSendBill: false, pickupStreet: 'K 1', pickupZip: '40212', pickupLat: 51.2, pickupLng: 6.7, returnStreet: 'K 1', returnZip: '40212', returnLat: 51.2,
    returnLng: 6.7, stationAddress: null, pickupSlot: new Date('2026-11-25T08:00:00.000Z'), returnSlot: new Date('2026-11-25T11:00:00.000Z'),
    returnSlotChosen: true, driverId: null, paymentMethod: 'card', paymentStatus: 'pending', isGuestOrder: true, isFree: false,
    createdAt: NOW, estimatedServiceTotal: 1, estimatedElectricityTotal: 1, estimatedGrandTotal: 2, serviceTotal: null, electricityTotal: null, grandTotal: null,
    ...overrides,
  }) as OrderRow;

test('an unfinished checkout is shown as created with payment pending, never as pending_payment (service done, charging)', () => {
  const order = toOrderResource(row({ state: 'pending_checkout' }), { viewer: { id: null, role: 'guest' }, locale: 'de', now: NOW });
  expect(order).toMatchObject({ state: 'created', payment_method: { status: 'pending' }, can_cancel: false, manager: null });
});

test('a manager may change the status of a returned order (→ pending_payment or no_charge); not without a driver', () => {
  expect(canUpdateStatus({ state: 'returned', driverId: 'd' }, { id: 'm', role: 'manager' })).toBe(true);
  expect(canUpdateStatus({ state: 'returned', driverId: 'd' }, { id: 'd', role: 'driver' })).toBe(false);
  expect(canUpdateStatus({ state: 'created', driverId: null }, { id: 'm', role: 'manager' })).toBe(false);
  expect(canUpdateStatus({ state: 'paid', driverId: 'd' }, { id: 'm', role: 'manager' })).toBe(false);
});

import type { OrderRow } from '../../db/schema';
import { ELECTRICITY_CENTS_PER_KWH } from '../../domain';
import { orderItems } from './invoices';

const titled = (title: string) => ({ title, translations: { de: { title }, en: { title } } });
const order = (electricityTotal: number) =>
  ({ serviceTotal: 3000, electricityTotal, isWashCar: false, isCleanCar: false, isUseFuelCard: false, package: titled('Basic'), chargingLevel: titled('80 % (empfohlen)') }) as unknown as OrderRow;

/** The invoice's electricity line (issue 30, § 14 UStG): kWh × price per kWh, derived from the entered amount. */
describe('invoice items: electricity as kWh × price per kWh', () => {
  it('the entered amount at the catalogue price gives the kWh (to the Wh); quantity × unit price is the line total to the cent', () => {
    for (const cents of [1062, 1000, 1, 4999, 9550, 100_000]) {
      const electricity = orderItems(order(cents)).find((item) => item.unit.de === 'kWh')!;
      expect(electricity.unitPrice).toBe(ELECTRICITY_CENTS_PER_KWH);
      expect(electricity.total).toBe(cents);
      expect(Math.round(electricity.quantity * electricity.unitPrice)).toBe(cents);
    }
    expect(orderItems(order(1062))[1]!.quantity).toBe(18);
    expect(orderItems(order(1000))[1]!.quantity).toBe(16.949);
    expect(orderItems(order(1000))[1]!.description.de).toBe('Strom (Laden auf 80 %)');
  });

  it('no electricity entered: the service line only', () => {
    expect(orderItems(order(0)).map((item) => item.unit.en)).toEqual(['flat rate']);
  });
});

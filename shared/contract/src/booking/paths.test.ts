import { BOOKING_ROUTES, bookingPaths } from './paths';

describe('booking paths', () => {
  it('fills the route patterns the API registers', () => {
    expect(bookingPaths.packageServices(3)).toBe(BOOKING_ROUTES.packageServices.replace(':packageId', '3'));
    expect(bookingPaths.serviceAttributes(1)).toBe(BOOKING_ROUTES.serviceAttributes.replace(':id', '1'));
    expect(bookingPaths.costCalculation(2)).toBe('/api/order/cost-calculation/2');
  });

  it('keeps the SPEC §7 paths unchanged', () => {
    expect(bookingPaths.discountValidate()).toBe('/api/discount/validate');
    expect(bookingPaths.zipCodeVerify()).toBe('/api/address/zip-code/verify');
    expect(bookingPaths.serviceAttributes(7)).toBe('/api/service/attributes/7');
  });
});

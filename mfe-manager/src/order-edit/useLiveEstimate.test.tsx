import { renderHook, waitFor } from '@testing-library/react';
import type { PriceEstimateRequest } from '@chargevalet/contract';
import { mockApi } from '@chargevalet/platform/testing';
import { ESTIMATE_DEBOUNCE_MS, useLiveEstimate } from './useLiveEstimate';

const ROUTE = 'POST /api/manager/order/o1/price-estimate';
const FIELDS: PriceEstimateRequest = { package_id: 1, is_wash_car: false, is_use_fuel_card: false, charging_level_id: 6 };
const totals = (grand: number) => ({ electricity_total: 0, service_total: grand, grand_total: grand });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useLiveEstimate (order edit, SPEC §7)', () => {
  it('asks once after a burst of changes, with the last values', async () => {
    const api = mockApi({ [ROUTE]: (body) => ({ status: 200, body: { data: totals((body as PriceEstimateRequest).package_id * 1000) } }) });
    const { result, rerender } = renderHook(({ fields }) => useLiveEstimate('o1', fields), { initialProps: { fields: FIELDS } });
    rerender({ fields: { ...FIELDS, package_id: 2 } });
    rerender({ fields: { ...FIELDS, package_id: 3 } });
    expect(result.current.pending).toBe(true);
    await sleep(ESTIMATE_DEBOUNCE_MS / 2);
    expect(api.calls(ROUTE)).toEqual([]);
    await waitFor(() => expect(result.current.totals).toEqual(totals(3000)));
    expect(api.calls(ROUTE)).toEqual([{ ...FIELDS, package_id: 3 }]);
    expect(result.current.pending).toBe(false);
  });

  it('never lets a late answer to older values overwrite the newer one', async () => {
    const answers = [
      async () => {
        await sleep(800); // the first answer arrives last
        return { status: 200, body: { data: totals(1111) } };
      },
      async () => ({ status: 200, body: { data: totals(2222) } }),
    ];
    mockApi({ [ROUTE]: answers });
    const { result, rerender } = renderHook(({ fields }) => useLiveEstimate('o1', fields), { initialProps: { fields: FIELDS } });
    await sleep(ESTIMATE_DEBOUNCE_MS + 100); // the first request is on its way
    rerender({ fields: { ...FIELDS, is_use_fuel_card: true } });
    await waitFor(() => expect(result.current.totals).toEqual(totals(2222)));
    await sleep(900);
    expect(result.current.totals).toEqual(totals(2222));
  });

  it('keeps the last totals and says so when asking fails', async () => {
    mockApi({ [ROUTE]: [{ status: 200, body: { data: totals(1000) } }, { status: 500, body: { message: 'down' } }] });
    const { result, rerender } = renderHook(({ fields }) => useLiveEstimate('o1', fields), { initialProps: { fields: FIELDS } });
    await waitFor(() => expect(result.current.totals).toEqual(totals(1000)));
    rerender({ fields: { ...FIELDS, is_wash_car: true } });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.totals).toEqual(totals(1000));
  });
});

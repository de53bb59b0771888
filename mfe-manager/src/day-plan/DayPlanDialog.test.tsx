import { screen, waitFor, within } from '@testing-library/react';
import type { DispatchPlan } from '@chargevalet/contract';
import { mockApi } from '@chargevalet/platform/testing';
import { renderManager } from '../testing/harness';

const MONDAY = '2026-11-23';
const WEDNESDAY = '2026-11-25';
const D1 = { id: '11111111-1111-4111-8111-111111111111', name: 'Daniel Fahrer' };
const D2 = { id: '22222222-2222-4222-8222-222222222222', name: 'Dora Lenker' };
const O1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const O2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const O3 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
/** Berlin wall clock in November (UTC+1) → the slot's ISO instant. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();
const STATION = 'Höherweg 100, 40233 Düsseldorf';

const PLAN: DispatchPlan = {
  date: WEDNESDAY,
  include_assigned: false,
  version: 'v1',
  assignments: [
    { order_id: O1, driver_id: D1.id },
    { order_id: O2, driver_id: D2.id },
  ],
  total_km: 21.4,
  baseline_km: 30.2,
  unassigned: [{ order_id: O3, order_identity: 'CV-THIRD', reason: 'no_driver_free' }],
  drivers: [
    {
      driver: D1,
      empty_km: 12.1,
      jobs: [
        { order_id: 'old', order_identity: 'CV-BOOKED', kind: 'return', date_time: at(WEDNESDAY, '08:00'), from: STATION, to: 'Kö 2, 40212', planned: false },
        { order_id: O1, order_identity: 'CV-FIRST', kind: 'pickup', date_time: at(WEDNESDAY, '09:00'), from: 'Königsallee 1, 40212', to: STATION, planned: true },
        { order_id: O1, order_identity: 'CV-FIRST', kind: 'return', date_time: at(WEDNESDAY, '12:00'), from: STATION, to: 'Königsallee 1, 40212', planned: true },
      ],
    },
    {
      driver: D2,
      empty_km: 9.3,
      jobs: [
        { order_id: O2, order_identity: 'CV-SECOND', kind: 'pickup', date_time: at(WEDNESDAY, '09:00'), from: 'Nordstraße 5, 40477', to: STATION, planned: true },
        { order_id: O2, order_identity: 'CV-SECOND', kind: 'return', date_time: at('2026-11-26', '09:00'), from: STATION, to: 'Nordstraße 5, 40477', planned: true },
      ],
    },
  ],
};

const calendarAnswer = { status: 200, body: { data: [] } };

describe('Plan the day (calendar)', () => {
  it('shows the plan per driver with the saving against the greedy choice and estimated km, and applies it', async () => {
    const api = mockApi({
      'GET /api/manager/drivers/time-slots': calendarAnswer,
      'POST /api/manager/dispatch-plan': (body) => {
        const { date, include_assigned } = body as { date: string; include_assigned: boolean };
        return { status: 200, body: { data: { ...PLAN, date, include_assigned } } };
      },
      'POST /api/manager/dispatch-plan/apply': { status: 200, body: { data: { assigned: 2 } } },
    });
    const { user } = await renderManager(`/profile/manager-calendar?from=${MONDAY}`);
    await user.click(await screen.findByRole('button', { name: 'Plan the day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan the day' });
    // the week's days to choose from; Wednesday chosen plans Wednesday
    await user.selectOptions(within(dialog).getByLabelText('Day'), WEDNESDAY);
    expect(await within(dialog).findByText('The plan saves 8.8 km (29 %).')).toBeInTheDocument();
    expect(within(dialog).getByText('Empty kilometres: 21.4 km with the plan, 30.2 km choosing the nearest free driver each time.')).toBeInTheDocument();
    expect(within(dialog).getByText('Kilometres are estimated: the straight line between the addresses times a road factor.')).toBeInTheDocument();
    expect(api.calls('POST /api/manager/dispatch-plan').at(-1)).toEqual({ date: WEDNESDAY, include_assigned: false });
    // the orders whose driver has not started join the plan when asked
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also plan assigned orders whose driver has not started again' }));
    await waitFor(() => expect(api.calls('POST /api/manager/dispatch-plan').at(-1)).toEqual({ date: WEDNESDAY, include_assigned: true }));
    expect(await within(dialog).findByText('The plan saves 8.8 km (29 %).')).toBeInTheDocument();

    const daniel = within(dialog).getByRole('region', { name: 'Daniel Fahrer' });
    expect(within(daniel).getByText('Daniel Fahrer · 12.1 km empty')).toBeInTheDocument();
    const jobs = within(daniel).getAllByRole('listitem').map((item) => item.textContent);
    expect(jobs).toEqual([
      `08:00 · Return · CV-BOOKED booked already${STATION} → Kö 2, 40212`,
      `09:00 · Pickup · CV-FIRST Königsallee 1, 40212 → ${STATION}`,
      `12:00 · Return · CV-FIRST ${STATION} → Königsallee 1, 40212`,
    ]);
    // a return on the next day says its day
    const dora = within(dialog).getByRole('region', { name: 'Dora Lenker' });
    expect(within(dora).getByText('Thu 26 Nov, 09:00 · Return · CV-SECOND')).toBeInTheDocument();
    expect(within(dialog).getByText('CV-THIRD: every driver is blocked or booked at one of its times')).toBeInTheDocument();

    const calendarReads = api.calls('GET /api/manager/drivers/time-slots').length;
    await user.click(within(dialog).getByRole('button', { name: 'Apply plan' }));
    expect(await screen.findByText('Plan applied: 2 orders assigned')).toBeInTheDocument();
    expect(api.calls('POST /api/manager/dispatch-plan/apply')).toEqual([{ date: WEDNESDAY, version: 'v1', assignments: PLAN.assignments }]);
    expect(api.calls('POST /api/manager/dispatch-plan').at(-1)).toEqual({ date: WEDNESDAY, include_assigned: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Plan the day' })).not.toBeInTheDocument());
    // applying reads the calendar again
    await waitFor(() => expect(api.calls('GET /api/manager/drivers/time-slots').length).toBeGreaterThan(calendarReads));
  });

  it('says when a plan went stale (409) and plans again; discard changes nothing', async () => {
    const api = mockApi({
      'GET /api/manager/drivers/time-slots': calendarAnswer,
      'POST /api/manager/dispatch-plan': { status: 200, body: { data: { ...PLAN, date: MONDAY } } },
      'POST /api/manager/dispatch-plan/apply': { status: 409, body: { message: 'Orders or drivers changed since the plan was made: plan again' } },
    });
    const { user } = await renderManager(`/profile/manager-calendar?from=${MONDAY}`);
    await user.click(await screen.findByRole('button', { name: 'Plan the day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan the day' });
    await within(dialog).findByText('The plan saves 8.8 km (29 %).');
    await user.click(within(dialog).getByRole('button', { name: 'Apply plan' }));
    expect(await screen.findByText('Orders or drivers changed since the plan was made: plan again')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/manager/dispatch-plan').length).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Plan the day' })).not.toBeInTheDocument());
    expect(api.calls('POST /api/manager/dispatch-plan/apply')).toHaveLength(1);
  });

  it('says so when every order keeps its driver', async () => {
    mockApi({
      'GET /api/manager/drivers/time-slots': calendarAnswer,
      'POST /api/manager/dispatch-plan': { status: 200, body: { data: { ...PLAN, date: MONDAY, include_assigned: true } } },
      'POST /api/manager/dispatch-plan/apply': { status: 200, body: { data: { assigned: 0 } } },
    });
    const { user } = await renderManager(`/profile/manager-calendar?from=${MONDAY}`);
    await user.click(await screen.findByRole('button', { name: 'Plan the day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan the day' });
    await within(dialog).findByText('The plan saves 8.8 km (29 %).');
    await user.click(within(dialog).getByRole('button', { name: 'Apply plan' }));
    expect(await screen.findByText('Plan applied: every order keeps its driver')).toBeInTheDocument();
  });

  it('speaks German and says when there is nothing to plan', async () => {
    mockApi({
      'GET /api/manager/drivers/time-slots': calendarAnswer,
      'POST /api/manager/dispatch-plan': { status: 200, body: { data: { ...PLAN, assignments: [], unassigned: [], drivers: [], total_km: 0, baseline_km: 0 } } },
    });
    const { user } = await renderManager(`/profile/manager-calendar?from=${MONDAY}`, 'de');
    await user.click(await screen.findByRole('button', { name: 'Tag planen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag planen' });
    expect(await within(dialog).findByText('An diesem Tag wartet kein abzuholender Auftrag auf einen Fahrer.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Plan übernehmen' })).toBeDisabled();
  });
});

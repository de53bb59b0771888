import { Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import { useWizardStore } from '../../wizard/wizardStore';
import { currentPath, day, mockFetch, renderAt, resetAll, wizardUpToTimeSlots, callsTo } from '../../checkout/testing';
import { TimeSlotsStep } from './TimeSlotsStep';
import { dayState, entryState } from './slotState';

const ROUTE = '/book-a-service/time-slots';
const pickupDays = [day('2026-11-21', { is_past: true, is_available: false }), day('2026-11-23'), day('2026-11-24'), day('2026-11-25', { is_available: false })];
const returnDays = [day('2026-11-24'), day('2026-11-25')];

function slotsApi() {
  return mockFetch((url) => {
    if (url.includes('/api/order/pick-up/time-slots/1')) return { body: { data: { days: pickupDays } } };
    if (url.includes('/api/order/return/time-slots/1')) return { body: { data: { days: returnDays } } };
    return undefined;
  });
}

const radio = (group: HTMLElement, name: RegExp | string) => within(group).getByRole('radio', { name });
const pickupDaysGroup = () => screen.getByTestId('pickup-days');
const pickupTimes = () => screen.getByTestId('pickup-times');

beforeEach(() => {
  resetAll();
  wizardUpToTimeSlots();
});

test('slot states: selected, booked, disabled and default (never colour only)', () => {
  const d = day('2026-11-23');
  const [free, booked, blocked, tooSoon] = d.time_groups[0]!.time_entries as [never, never, never, never];
  expect(entryState(free, '09:00')).toBe('selected');
  expect(entryState(free, null)).toBe('default');
  expect(entryState(booked, null)).toBe('booked');
  expect(entryState(blocked, null)).toBe('disabled');
  expect(entryState(tooSoon, '10:30')).toBe('disabled');
  expect(dayState(day('2026-11-21', { is_past: true }), null)).toBe('disabled');
  expect(dayState(day('2026-11-25', { is_available: false }), null)).toBe('disabled');
  expect(dayState(day('2026-11-23'), '2026-11-23')).toBe('selected');
});

test('renders days and grouped times with the four states; booked and disabled cannot be chosen', async () => {
  slotsApi();
  const { user } = await renderAt(<TimeSlotsStep />, ROUTE);
  const days = await screen.findByTestId('pickup-days');
  expect(within(days).getAllByRole('radio')).toHaveLength(4);
  const past = radio(days, /Past/);
  expect(past).toHaveAttribute('aria-disabled', 'true');
  expect(radio(days, /Fully booked/)).toHaveAttribute('aria-disabled', 'true');
  await user.click(past);
  expect(past).toHaveAttribute('aria-checked', 'false');

  await user.click(radio(days, /23 Nov/));
  expect(radio(days, /23 Nov/)).toHaveAttribute('aria-checked', 'true');
  expect(radio(days, /23 Nov/)).toHaveAttribute('data-state', 'selected');
  const times = pickupTimes();
  expect(within(times).getByRole('radiogroup', { name: 'Morning' })).toBeInTheDocument();
  expect(within(times).getByRole('radiogroup', { name: 'Afternoon' })).toBeInTheDocument();
  expect(within(times).getByRole('radiogroup', { name: 'Evening' })).toBeInTheDocument();
  const booked = radio(times, /09:30/);
  expect(booked).toHaveAttribute('data-state', 'booked');
  expect(booked).toHaveAttribute('aria-disabled', 'true');
  expect(booked).toHaveTextContent('Booked');
  expect(radio(times, /10:00/)).toHaveAttribute('data-state', 'disabled');
  expect(radio(times, /10:00/)).toHaveTextContent('Not available');
  expect(radio(times, /09:00/)).toHaveAttribute('data-state', 'default');
  await user.click(booked);
  expect(booked).toHaveAttribute('aria-checked', 'false');
  await user.click(radio(times, /09:00/));
  expect(radio(times, /09:00/)).toHaveAttribute('data-state', 'selected');
  expect(radio(times, /09:00/)).toHaveAttribute('aria-checked', 'true');
});

test('arrow keys choose the next selectable slot, skipping booked and disabled ones', async () => {
  slotsApi();
  const { user } = await renderAt(<TimeSlotsStep />, ROUTE);
  await user.click(radio(await screen.findByTestId('pickup-days'), /23 Nov/));
  const morning = within(pickupTimes()).getByRole('radiogroup', { name: 'Morning' });
  await user.click(radio(morning, /09:00/));
  await user.keyboard('{ArrowRight}');
  // 09:30 booked, 10:00 blocked, 10:30 too soon: the only selectable one in the group stays chosen
  expect(radio(morning, /09:00/)).toHaveAttribute('aria-checked', 'true');
  const days = pickupDaysGroup();
  radio(days, /23 Nov/).focus();
  await user.keyboard('{ArrowRight}');
  expect(radio(days, /24 Nov/)).toHaveAttribute('aria-checked', 'true');
  await user.keyboard('{ArrowRight}');
  // 25 Nov fully booked, 21 Nov past: wraps to 23 Nov
  expect(radio(days, /23 Nov/)).toHaveAttribute('aria-checked', 'true');
});

test('changing the pickup day clears the pickup time and the return day and time (also the saved ones)', async () => {
  slotsApi();
  useWizardStore.setState({
    timeSlots: { pickup_time_slot: { date: '2026-11-23', time: '09:00' }, return_time_slot: { date: '2026-11-24', time: '13:00' } },
  });
  const { user } = await renderAt(<TimeSlotsStep />, ROUTE);
  expect(radio(await screen.findByTestId('pickup-times'), /09:00/)).toHaveAttribute('aria-checked', 'true');
  expect(radio(await screen.findByTestId('return-days'), /24 Nov/)).toHaveAttribute('aria-checked', 'true');
  expect(radio(screen.getByTestId('return-times'), /13:00/)).toHaveAttribute('aria-checked', 'true');

  await user.click(radio(pickupDaysGroup(), /24 Nov/));
  expect(radio(pickupDaysGroup(), /24 Nov/)).toHaveAttribute('aria-checked', 'true');
  expect(within(pickupTimes()).queryAllByRole('radio', { checked: true })).toHaveLength(0);
  expect(screen.queryByTestId('return-days')).not.toBeInTheDocument();
  expect(screen.getByText('Choose the pickup day and time first.')).toBeInTheDocument();
  expect(useWizardStore.getState().timeSlots).toBeNull();

  // Next without a pickup time: a message, no navigation
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please choose a pickup day and time.');
  expect(currentPath()).toBe(ROUTE);
});

test('return slots are asked for the chosen pickup; "as soon as ready" saves a null return; Next goes to payment', async () => {
  const fetchMock = slotsApi();
  const { user } = await renderAt(<TimeSlotsStep />, ROUTE);
  await user.click(radio(await screen.findByTestId('pickup-days'), /23 Nov/));
  await user.click(radio(pickupTimes(), /13:00/));
  const returnDaysGroup = await screen.findByTestId('return-days');
  const [url] = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/return/'));
  expect(url).toBe('/api/order/return/time-slots/1?pickup_date=2026-11-23&pickup_time=13%3A00&charging_level_id=6&car_type=electric');
  expect(callsTo(fetchMock, '/api/order/pick-up/time-slots/1')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please choose a return day and time');

  await user.click(radio(returnDaysGroup, 'As soon as the car is ready'));
  expect(screen.queryByTestId('return-times')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(useWizardStore.getState().timeSlots).toEqual({
    pickup_time_slot: { date: '2026-11-23', time: '13:00' },
    return_time_slot: null,
    pickup_date_time: '2026-11-23T13:00:00.000Z',
    return_date_time: null,
  });
  expect(currentPath()).toBe('/book-a-service/payment-method');
});

test('a chosen return day and time is saved', async () => {
  slotsApi();
  const { user } = await renderAt(<TimeSlotsStep />, ROUTE);
  await user.click(radio(await screen.findByTestId('pickup-days'), /23 Nov/));
  await user.click(radio(pickupTimes(), /09:00/));
  await user.click(radio(await screen.findByTestId('return-days'), /25 Nov/));
  await user.click(radio(screen.getByTestId('return-times'), /18:00/));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(useWizardStore.getState().timeSlots?.return_time_slot).toEqual({ date: '2026-11-25', time: '18:00' });
});

test('redirects to the user details without them; German texts', async () => {
  slotsApi();
  useWizardStore.setState({ user: null });
  await renderAt(<TimeSlotsStep />, ROUTE, 'de');
  expect(currentPath()).toBe('/book-a-service/user-details');
});

test('German labels and the load error with retry', async () => {
  let fail = true;
  mockFetch((url) => {
    if (url.includes('/pick-up/')) return fail ? { status: 404, body: { message: 'boom' } } : { body: { data: { days: pickupDays } } };
    return undefined;
  });
  const { user } = await renderAt(<TimeSlotsStep />, ROUTE, 'de');
  expect(await screen.findByText('Die Zeitfenster konnten nicht geladen werden.', {}, { timeout: 4000 })).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  const days = await screen.findByTestId('pickup-days');
  expect(radio(days, /Vergangen/)).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('heading', { name: 'Abholung' })).toBeInTheDocument();
  await act(async () => undefined);
});

test("a change of the wizard's data that the step does not read re-renders nothing (it selects what it reads)", async () => {
  slotsApi();
  let commits = 0;
  await renderAt(
    <Profiler id="time-slots" onRender={() => (commits += 1)}>
      <TimeSlotsStep />
    </Profiler>,
    ROUTE,
  );
  await screen.findByTestId('pickup-days');
  const before = commits;
  act(() => useWizardStore.getState().setCarDraft({ license_plate: 'D-CV 2' }));
  expect(commits).toBe(before);
});

import { screen, waitFor, within } from '@testing-library/react';
import type { DriverDetails, DriverItem } from '@chargevalet/contract';
import { mockApi } from '@chargevalet/platform/testing';
import { lastQuery, renderManager, solidPalette } from '../testing/harness';

const ID = '11111111-1111-4111-8111-111111111111';
const DANIEL: DriverItem = { id: ID, first_name: 'Daniel', last_name: 'Fahrer', email: 'driver1@chargevalet.test', phone: '+49 211 5550101', is_active: true, status: 'active' };
const DORA: DriverItem = { id: '22222222-2222-4222-8222-222222222222', first_name: 'Dora', last_name: 'Lenker', email: 'driver2@chargevalet.test', phone: null, is_active: false, status: 'inactive' };
const NINA: DriverItem = { id: '33333333-3333-4333-8333-333333333333', first_name: 'Nina', last_name: 'Şahin', email: 'nina@example.de', phone: '+492115550177', is_active: true, status: 'invited' };
const DETAILS: DriverDetails = {
  ...DANIEL,
  rating: { average: null, count: 0 },
  recent_comments: [],
  week: {
    from: '2026-11-23',
    to: '2026-11-29',
    booked_slots: [{ date_time: '2026-11-26T08:00:00.000Z', order_id: 'o1', order_identity: 'CV-BOOKED', order_status: 'assigned' }],
    load: { booked: 1, available: 195 },
  },
};

describe('DriversPage (/profile/drivers)', () => {
  it('lists the drivers with status; search goes to the address bar and the call; the menu views and edits', async () => {
    const api = mockApi({ 'GET /api/manager/drivers': { status: 200, body: { data: [DANIEL, DORA, NINA] } } });
    const { user, location } = await renderManager('/profile/drivers');
    const table = await screen.findByRole('table', { name: 'Drivers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Daniel Fahrer')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Inactive')).toBeInTheDocument();
    // no password set yet
    expect(within(rows[2]!).getByText('Invited')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'dora{Enter}');
    expect(location()).toBe('/profile/drivers?query=dora');
    expect(lastQuery(api.fetch, '/api/manager/drivers').get('query')).toBe('dora');

    // the searched list is a new table
    const searched = await screen.findByRole('table', { name: 'Drivers' });
    await user.click(within(searched).getByRole('button', { name: 'Actions for Daniel Fahrer' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit details' })).toHaveAttribute('href', `/profile/drivers/${ID}/edit`);
    await user.click(screen.getByRole('menuitem', { name: 'View details' }));
    await waitFor(() => expect(location()).toBe(`/profile/drivers/${ID}`)); // a lazy page: the navigation commits once its code is in
  });

  it('treats a failing list as empty (SPEC §7)', async () => {
    mockApi({ 'GET /api/manager/drivers': { status: 500, body: { message: 'down' } } });
    await renderManager('/profile/drivers', 'de');
    expect(await screen.findByText('Keine Fahrer gefunden.')).toBeInTheDocument();
  });

  it('adds a driver: rules in the browser, the server’s 422 on its field, then the invitation toast', async () => {
    const api = mockApi({
      'GET /api/manager/drivers': { status: 200, body: { data: [] } },
      'POST /api/manager/drivers': [
        { status: 422, body: { message: 'taken', errors: { email: ['An account already exists for this e-mail address'] } } },
        { status: 201, body: { data: { ...DANIEL, first_name: 'Nina', last_name: 'Neumann', email: 'nina@example.de' } } },
      ],
    });
    const { user } = await renderManager('/profile/drivers');
    const addButton = await screen.findByRole('button', { name: 'Add driver' });
    // white on green.600 is 3.3:1 (axe: color-contrast); the brand's solid keeps 4.5:1
    expect(solidPalette(addButton)).toBe('var(--chakra-colors-brand-solid)');
    await user.click(addButton);
    const dialog = await screen.findByRole('dialog', { name: 'Add a driver' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(solidPalette(within(dialog).getByRole('button', { name: 'Save' }))).toBe('var(--chakra-colors-brand-solid)');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'N');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The name should consist of at least two characters')).toBeInTheDocument();
    expect(api.calls('POST /api/manager/drivers')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'ina');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), "Şahin-O'Neill");
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '+49 211 5550177');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'Nina@Example.de');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An account already exists for this e-mail address')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Driver added: the invitation is on its way')).toBeInTheDocument();
    // any Latin-script name; the phone in its one stored form
    expect(api.calls('POST /api/manager/drivers').at(-1)).toEqual({ first_name: 'Nina', last_name: "Şahin-O'Neill", phone: '+492115550177', email: 'nina@example.de' });
  });
});

describe('DriverDetailsPage (/profile/drivers/{id})', () => {
  it("shows contact, rating, and this week's load with links to the booked orders", async () => {
    mockApi({ [`GET /api/manager/driver/${ID}`]: { status: 200, body: { data: DETAILS } } });
    const { user, location } = await renderManager(`/profile/drivers/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daniel Fahrer' })).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByText('Load: 1 of 195 slots booked')).toBeInTheDocument();
    expect(screen.getByText('This week (Mon 23 Nov – Sun 29 Nov)')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'CV-BOOKED' }));
    await waitFor(() => expect(location()).toBe('/orders/o1')); // a lazy page: the navigation commits once its code is in
  });

  it('a rating in the page\'s language: "4,0 / 5" in German', async () => {
    mockApi({ [`GET /api/manager/driver/${ID}`]: { status: 200, body: { data: { ...DETAILS, rating: { average: 4, count: 3 } } } } });
    await renderManager(`/profile/drivers/${ID}`, 'de');
    expect(await screen.findByText('4,0 / 5 (3)')).toBeInTheDocument();
  });

  it('an invited driver (no password yet) can be sent the invitation again, with a toast (German)', async () => {
    const api = mockApi({
      [`GET /api/manager/driver/${NINA.id}`]: { status: 200, body: { data: { ...DETAILS, ...NINA } } },
      [`POST /api/manager/driver/${NINA.id}/invitation`]: { status: 200, body: { data: NINA } },
    });
    const { user } = await renderManager(`/profile/drivers/${NINA.id}`, 'de');
    expect(await screen.findByText('Eingeladen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Einladung erneut senden' }));
    expect(await screen.findByText('Die Einladung ist wieder unterwegs')).toBeInTheDocument();
    expect(api.calls(`POST /api/manager/driver/${NINA.id}/invitation`)).toHaveLength(1);
  });

  it('an active driver has nothing to resend', async () => {
    mockApi({ [`GET /api/manager/driver/${ID}`]: { status: 200, body: { data: DETAILS } } });
    await renderManager(`/profile/drivers/${ID}`);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the invitation again' })).not.toBeInTheDocument();
  });

  it('says when the driver does not exist', async () => {
    mockApi({});
    await renderManager(`/profile/drivers/${ID}`);
    expect(await screen.findByText('This driver does not exist.')).toBeInTheDocument();
  });
});

describe('DriverEditPage (/profile/drivers/{id}/edit)', () => {
  it('saves only a changed form; a refused deactivation shows the orders to reassign; a saved one returns to the driver', async () => {
    const api = mockApi({
      [`GET /api/manager/driver/${ID}`]: { status: 200, body: { data: DETAILS } },
      [`POST /api/manager/driver/${ID}`]: [
        { status: 422, body: { message: 'booked', errors: { is_active: ['The driver is booked: reassign CV-BOOKED first'] } } },
        { status: 200, body: { data: { ...DANIEL, is_active: false } } },
      ],
    });
    const { user, location } = await renderManager(`/profile/drivers/${ID}/edit`);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Daniel');
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Active (can be assigned)' }));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('The driver is booked: reassign CV-BOOKED first');
    expect(location()).toBe(`/profile/drivers/${ID}/edit`);
    await user.click(save);
    await screen.findByRole('heading', { level: 1, name: 'Daniel Fahrer' });
    expect(location()).toBe(`/profile/drivers/${ID}`);
    expect(screen.getByText('Driver details saved')).toBeInTheDocument();
    expect(api.calls(`POST /api/manager/driver/${ID}`).at(-1)).toEqual({ first_name: 'Daniel', last_name: 'Fahrer', phone: '+492115550101', email: 'driver1@chargevalet.test', is_active: false });
  });
});

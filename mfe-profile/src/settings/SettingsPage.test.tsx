import { PlatformProvider, i18n, queryClient, toaster, whenLeaveAllowed } from '@chargevalet/platform';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { mockApi, type ApiMock, type MockAnswer } from '@chargevalet/platform/testing';
import { SettingsPage } from './SettingsPage';

const PROFILE = {
  first_name: 'Erika',
  last_name: 'Muster',
  phone: '+492111234567',
  email: 'erika@example.de',
  billing_address: 'Königsallee 1',
  zip_code: '40212',
  marketing_consent: true,
  car: { car_type: 'electric', license_plate: 'D AB 123', brand: 'VW', model: 'ID.3', color: 'Blau' },
};

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The shell's logout button: an action button that leaves the page, asking the page's leave guard first. */
const logout = jest.fn();

async function renderSettings(api: ApiMock, locale: 'de' | 'en' = 'de') {
  await i18n.changeLanguage(locale);
  const user = userEvent.setup();
  logout.mockReset();
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={['/profile/settings']}>
        <nav aria-label="Seitenleiste">
          <Link to="/profile/orders">Meine Aufträge</Link>
          <button type="button" onClick={() => whenLeaveAllowed(logout)}>
            Abmelden
          </button>
        </nav>
        <Routes>
          <Route path="/profile/settings" element={<SettingsPage />} />
          <Route path="/profile/orders" element={<h1>Orders</h1>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </PlatformProvider>,
  );
  await screen.findByDisplayValue('Erika');
  void api;
  return { user };
}

/** The page alone, in German, without waiting for the profile (its loading and failing states). */
async function renderPageAlone() {
  await i18n.changeLanguage('de');
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={['/profile/settings']}>
        <SettingsPage />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

const input = (label: string | RegExp) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const path = () => screen.getByTestId('location').textContent;

function api(extra: Record<string, MockAnswer | MockAnswer[]> = {}) {
  return mockApi({ 'GET /api/customer': { status: 200, body: { data: PROFILE } }, ...extra });
}

beforeEach(() => {
  queryClient.clear();
  toaster.remove();
});

describe('SettingsPage – the form (SPEC §2, §3)', () => {
  it('while the profile loads, a screen reader hears a named status (aria-label needs a role: axe aria-prohibited-attr)', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    api({ 'GET /api/customer': () => new Promise((resolve) => (answer = resolve)) });
    await renderPageAlone();
    expect(await screen.findByRole('status', { name: 'Deine Daten werden geladen …' })).toHaveAttribute('aria-busy', 'true');
    answer({ status: 200, body: { data: PROFILE } });
    expect(await screen.findByDisplayValue('Erika')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Deine Daten werden geladen …' })).not.toBeInTheDocument();
  });

  it('shows the saved profile; e-mail, phone and password are read-only with edit buttons', async () => {
    await renderSettings(api());
    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(input('Nachname')).toHaveValue('Muster');
    expect(input('Straße und Hausnummer')).toHaveValue('Königsallee 1');
    expect(input('Postleitzahl')).toHaveValue('40212');
    expect(screen.getByRole('combobox', { name: /Fahrzeugtyp/ })).toHaveValue('electric');
    expect(input('Kennzeichen')).toHaveValue('D AB 123');
    expect(input('Marke')).toHaveValue('VW');
    expect(input('E-Mail-Adresse')).toHaveAttribute('readonly');
    expect(input('E-Mail-Adresse')).toHaveValue('erika@example.de');
    expect(input('Telefonnummer')).toHaveAttribute('readonly');
    // shown as people write it, not as stored (+492111234567)
    expect(input('Telefonnummer')).toHaveValue('+49 211 1234567');
    expect(input('Passwort')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Telefonnummer ändern' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Angebote und Neuigkeiten/ })).toBeChecked();
  });

  it('applies the rules before saving (names, street, ZIP, car type, licence plate) and trims on blur', async () => {
    const mock = api({ 'POST /api/customer': { status: 200, body: {} } });
    const { user } = await renderSettings(mock);
    await user.clear(input('Vorname'));
    await user.type(input('Vorname'), ' E ');
    await user.tab();
    expect(input('Vorname')).toHaveValue('E');
    await user.clear(input('Nachname'));
    await user.type(input('Nachname'), 'Mü5ter');
    await user.clear(input('Straße und Hausnummer'));
    await user.clear(input('Postleitzahl'));
    await user.type(input('Postleitzahl'), '   ');
    await user.selectOptions(screen.getByRole('combobox', { name: /Fahrzeugtyp/ }), '');
    await user.clear(input('Kennzeichen'));
    await user.type(input('Kennzeichen'), 'D1');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Der Vorname muss aus mindestens zwei Zeichen bestehen')).toBeInTheDocument();
    expect(screen.getByText('Der Nachname darf nur lateinische Buchstaben, Bindestriche, Apostrophe und Leerzeichen enthalten')).toBeInTheDocument();
    expect(screen.getByText('Gib deine Rechnungsadresse ein')).toBeInTheDocument();
    expect(screen.getByText('Gib die Postleitzahl deiner Rechnungsadresse ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte wähle deinen Fahrzeugtyp aus der Liste')).toBeInTheDocument();
    expect(screen.getByText('Das Kennzeichen besteht aus mindestens 3 und höchstens 15 Zeichen')).toBeInTheDocument();
    expect(input('Marke')).toHaveAttribute('maxLength', '100');
    expect(input('Straße und Hausnummer')).toHaveAttribute('maxLength', '255');
    expect(mock.calls('POST /api/customer')).toHaveLength(0);
  });

  it('a customer without a car on file saves personal data; once a car field is filled, type and plate are required', async () => {
    const carless = { ...PROFILE, car: { car_type: null, license_plate: null, brand: null, model: null, color: null } };
    const mock = mockApi({
      'GET /api/customer': { status: 200, body: { data: carless } },
      'POST /api/customer': { status: 200, body: { first_name: 'Erika-Marie', last_name: 'Muster', phone: '+492111234567', email: 'erika@example.de' } },
    });
    const { user } = await renderSettings(mock);
    await user.type(input('Vorname'), '-Marie');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Daten erfolgreich aktualisiert')).toBeInTheDocument();
    expect(mock.calls('POST /api/customer')).toEqual([expect.objectContaining({ first_name: 'Erika-Marie', car: null })]);

    await user.type(input('Marke'), 'VW');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Bitte wähle deinen Fahrzeugtyp aus der Liste')).toBeInTheDocument();
    expect(screen.getByText('Das Kennzeichen besteht aus mindestens 3 und höchstens 15 Zeichen')).toBeInTheDocument();
    expect(mock.calls('POST /api/customer')).toHaveLength(1);
  });

  it("saves: sends the SPEC's fields, toasts 'Data successfully updated' and is clean again", async () => {
    const mock = api({ 'POST /api/customer': { status: 200, body: { first_name: 'Erika-Marie', last_name: 'Muster', phone: '+492111234567', email: 'erika@example.de' } } });
    const { user } = await renderSettings(mock, 'en');
    await user.type(screen.getByLabelText('First name', { exact: false, selector: 'input' }), '-Marie');
    await user.clear(screen.getByLabelText('Postcode', { exact: false, selector: 'input' }));
    await user.type(screen.getByLabelText('Postcode', { exact: false, selector: 'input' }), '402 13');
    await user.click(screen.getByRole('checkbox', { name: /offers and news/ }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Data successfully updated')).toBeInTheDocument();
    expect(mock.calls('POST /api/customer')).toEqual([
      {
        first_name: 'Erika-Marie',
        last_name: 'Muster',
        phone: '+492111234567',
        email: 'erika@example.de',
        billing_address: 'Königsallee 1',
        zip_code: '40213',
        marketing_consent: false,
        car: { car_type: 'electric', license_plate: 'D AB 123', brand: 'VW', model: 'ID.3', color: 'Blau' },
      },
    ]);
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument());
    // the frame's user card follows the new name
    expect(mock.fetch.mock.calls.some(([url]) => String(url).includes('/api/user'))).toBe(true);
  });

  it('a 422 puts each field error on its field, messages joined by a space', async () => {
    const mock = api({
      'POST /api/customer': {
        status: 422,
        body: {
          message: 'invalid',
          errors: { first_name: ['Erster Fehler.', 'Zweiter Fehler.'], zip_code: ['PLZ unbekannt.'], 'car.license_plate': ['Kennzeichen vergeben.'] },
        },
      },
    });
    const { user } = await renderSettings(mock);
    await user.type(input('Farbe'), 'lich');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(input('Vorname')).toHaveAccessibleErrorMessage('Erster Fehler. Zweiter Fehler.'));
    expect(input('Postleitzahl')).toHaveAccessibleErrorMessage('PLZ unbekannt.');
    expect(input('Kennzeichen')).toHaveAccessibleErrorMessage('Kennzeichen vergeben.');
  });

  it("another failure shows the destructive toast 'Error'", async () => {
    const { user } = await renderSettings(api({ 'POST /api/customer': { status: 500 } }));
    await user.type(input('Farbe'), 'lich');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(screen.getByText('Deine Änderungen konnten nicht gespeichert werden. Bitte versuche es noch einmal.')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    mockApi({ 'GET /api/customer': [{ status: 500 }, { status: 200, body: { data: PROFILE } }] });
    const user = userEvent.setup();
    await renderPageAlone();
    expect(await screen.findByText('Deine Daten konnten nicht geladen werden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByDisplayValue('Erika')).toBeInTheDocument();
  });
});

describe('SettingsPage – leaving with unsaved changes (SPEC §2)', () => {
  it('a link click without changes just navigates', async () => {
    const { user } = await renderSettings(api());
    await user.click(screen.getByRole('link', { name: 'Meine Aufträge' }));
    expect(path()).toBe('/profile/orders');
  });

  it('a link click with changes opens the confirm modal: stay keeps the page, leave navigates', async () => {
    const { user } = await renderSettings(api());
    await user.type(input('Modell'), ' Pro');
    await user.click(screen.getByRole('link', { name: 'Meine Aufträge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
    expect(path()).toBe('/profile/settings');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(input('Modell')).toHaveValue('ID.3 Pro');
    await user.click(screen.getByRole('link', { name: 'Meine Aufträge' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwerfen und verlassen' }));
    await waitFor(() => expect(path()).toBe('/profile/orders'));
  });

  it('logging out (the shell\'s action button) with changes asks first: stay keeps them, leave logs out', async () => {
    const { user } = await renderSettings(api());
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(logout).toHaveBeenCalledTimes(1); // nothing unsaved: straight out
    await user.type(input('Modell'), ' Pro');
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
    await user.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(input('Modell')).toHaveValue('ID.3 Pro');
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwerfen und verlassen' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(2));
  });

  it('the Discard action button asks first, then resets the form', async () => {
    const { user } = await renderSettings(api());
    expect(screen.getByRole('button', { name: 'Änderungen verwerfen' })).toBeDisabled();
    await user.type(input('Modell'), ' Pro');
    await user.click(screen.getByRole('button', { name: 'Änderungen verwerfen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(input('Modell')).toHaveValue('ID.3'));
  });

  it('reloading or closing the tab with changes asks the browser to confirm', async () => {
    const { user } = await renderSettings(api());
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(input('Modell'), ' Pro');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

describe('Change password modal (SPEC §5, §8)', () => {
  async function open(mock: ApiMock, locale: 'de' | 'en' = 'de') {
    const rendered = await renderSettings(mock, locale);
    await rendered.user.click(screen.getByRole('button', { name: locale === 'de' ? 'Passwort ändern' : 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: locale === 'de' ? 'Passwort ändern' : 'Change password' });
    return { ...rendered, dialog };
  }
  const fill = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, current: string, next: string, confirm: string) => {
    const [c, n, r] = within(dialog).getAllByLabelText(/Passwort|password/i, { selector: 'input' });
    if (current) await user.type(c!, current);
    if (next) await user.type(n!, next);
    if (confirm) await user.type(r!, confirm);
    await user.click(within(dialog).getByRole('button', { name: /^(Passwort ändern|Change password)$/ }));
  };

  it('current at least 8, new by the password rule', async () => {
    const mock = api();
    const { user, dialog } = await open(mock);
    await fill(user, dialog, 'kurz', 'schwach', '');
    expect(await within(dialog).findByText('Das aktuelle Passwort muss mindestens 8 Zeichen lang sein')).toBeInTheDocument();
    expect(within(dialog).getByText(/Das Passwort muss 8–64 Zeichen lang sein/)).toBeInTheDocument();
    expect(mock.calls('POST /api/customer/change-password')).toHaveLength(0);
  });

  it('"New password and confirm new password must match"', async () => {
    const { user, dialog } = await open(api(), 'en');
    await fill(user, dialog, 'Altes123', 'Neues123', 'Neues124');
    expect(await within(dialog).findByText('New password and confirm new password must match')).toBeInTheDocument();
  });

  it('a wrong current password shows "Current password is incorrect" on its field', async () => {
    const mock = api({
      'POST /api/customer/change-password': [
        { status: 422, body: { status: 'failed', message: 'x', errors: { current_password: ['Das aktuelle Passwort ist falsch'] } } },
        { status: 422, body: { status: 'failed', message: 'x', errors: {} } },
      ],
    });
    const { user, dialog } = await open(mock);
    await fill(user, dialog, 'Falsch123', 'Neues123', 'Neues123');
    const current = within(dialog).getAllByLabelText(/Passwort/, { selector: 'input' })[0]!;
    await waitFor(() => expect(current).toHaveAccessibleErrorMessage('Das aktuelle Passwort ist falsch'));
    expect(mock.calls('POST /api/customer/change-password')).toEqual([{ current_password: 'Falsch123', new_password: 'Neues123', new_password_confirmation: 'Neues123' }]);
    // the "failed" status alone gives the same message
    await user.click(within(dialog).getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(mock.calls('POST /api/customer/change-password')).toHaveLength(2));
    expect(current).toHaveAccessibleErrorMessage('Das aktuelle Passwort ist falsch');
  });

  it("other failures toast 'oops'; success toasts 'Password successfully updated' and closes", async () => {
    const mock = api({ 'POST /api/customer/change-password': [{ status: 500 }, { status: 200, body: { status: 'password-changed' } }] });
    const { user, dialog } = await open(mock, 'en');
    await fill(user, dialog, 'Altes123', 'Neues123', 'Neues123');
    expect(await screen.findByText('Oops, something went wrong. Please try again')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password successfully updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Change e-mail and phone modals (SPEC §4: value, then code)', () => {
  it('e-mail: duplicate message, then code to the new address, wrong code, right code → the field shows the new address', async () => {
    const mock = api({
      'POST /api/customer/email/send-code': [
        { status: 422, body: { message: 'x', errors: { email: ['Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet'] } } },
        { status: 200, body: { status: 'verification-code-sent', resend_in: 60 } },
      ],
      'POST /api/customer/email/change': [
        { status: 422, body: { message: 'Der Code ist falsch', errors: { code: ['Der Code ist falsch'] } } },
        { status: 200, body: { status: 'email-changed', email: 'neu@example.de' } },
      ],
    });
    const { user } = await renderSettings(mock);
    await user.click(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-Mail-Adresse ändern' });
    await user.click(within(dialog).getByRole('button', { name: 'Code senden' }));
    expect(await within(dialog).findByText('Dieses Feld ist erforderlich')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Neue E-Mail-Adresse', { exact: false }), 'Neu@Example.de');
    await user.click(within(dialog).getByRole('button', { name: 'Code senden' }));
    expect(await within(dialog).findByText('Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Code senden' }));
    const group = await within(dialog).findByRole('group', { name: 'Bestätigungscode' });
    expect(within(dialog).getByText('neu@example.de')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Bestätigen' });
    expect(confirm).toBeDisabled();
    fireEvent.paste(within(group).getByLabelText('Ziffer 1 von 4'), { clipboardData: { getData: () => '1234' } });
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Der Code ist falsch');
    fireEvent.paste(within(group).getByLabelText('Ziffer 1 von 4'), { clipboardData: { getData: () => '4321' } });
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('E-Mail-Adresse erfolgreich geändert')).toBeInTheDocument();
    await waitFor(() => expect(input('E-Mail-Adresse')).toHaveValue('neu@example.de'));
    expect(mock.calls('POST /api/customer/email/change')[1]).toEqual({ email: 'neu@example.de', code: '4321' });
    // a changed address is saved already: nothing to confirm when leaving
    await user.click(screen.getByRole('link', { name: 'Meine Aufträge' }));
    expect(path()).toBe('/profile/orders');
  });

  it("e-mail: shows the current address; a send failure other than 422 toasts 'oops' (no alert in the dialog); the phone dialog shows no current value", async () => {
    const mock = api({ 'POST /api/customer/email/send-code': { status: 500 } });
    const { user } = await renderSettings(mock, 'en');
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail address' });
    expect(within(dialog).getByText('Current address: erika@example.de')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New e-mail address', { exact: false }), 'neu@example.de');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Oops, something went wrong. Please try again')).toBeInTheDocument();
    expect(within(dialog).queryByText('Oops, something went wrong. Please try again')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(mock.calls('POST /api/customer/email/send-code')).toEqual([{ email: 'neu@example.de' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Change phone number' }));
    const phone = await screen.findByRole('dialog', { name: 'Change phone number' });
    expect(within(phone).queryByText(/Current address/)).not.toBeInTheDocument();
  });

  it("phone: a send failure other than 422 shows 'Oops, something went wrong. Please try again'; then code → new number", async () => {
    const mock = api({
      'POST /api/customer/phone/send-code': [{ status: 500 }, { status: 200, body: { status: 'verification-code-sent', resend_in: 60 } }],
      'POST /api/customer/phone/change': { status: 200, body: { status: 'phone-changed', phone: '+4915112345678' } },
    });
    const { user } = await renderSettings(mock, 'en');
    await user.click(screen.getByRole('button', { name: 'Change phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change phone number' });
    await user.type(within(dialog).getByRole('textbox', { name: /New phone number/ }), '+0151 12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Oops, something went wrong. Please try again')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(mock.calls('POST /api/customer/phone/send-code')[1]).toEqual({ phone: '+4915112345678' });
    const group = await within(dialog).findByRole('group', { name: 'Verification code' });
    fireEvent.paste(within(group).getByLabelText('Digit 1 of 4'), { clipboardData: { getData: () => '5555' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    expect(await screen.findByText('Phone number successfully changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Phone number', { exact: false, selector: 'input' })).toHaveValue('+49 151 12345678'));
  });
});

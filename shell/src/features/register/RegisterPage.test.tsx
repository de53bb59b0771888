import { toaster, useAuth } from '@chargevalet/platform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderWithProviders, setAnonymous } from '../test-utils';
import { mockApi, type ApiMock } from '@chargevalet/platform/testing';
import { RegisterPage } from './RegisterPage';

type User = Awaited<ReturnType<typeof renderWithProviders>>['user'];

const OK = { status: 200, body: { status: 'ok' } };
const SENT = { status: 200, body: { status: 'verification-code-sent', resend_in: 60 } };
const NEW_USER = { id: 'c9', role: 'customer', first_name: 'Jürgen', last_name: 'Müller-Lüdenscheidt', email: 'juergen@example.de', locale: 'de' };

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const passwords = () => screen.getAllByLabelText(/Passwort/, { selector: 'input' });

async function fillForm(user: User, overrides: Partial<Record<'firstname' | 'lastname' | 'phone' | 'email' | 'street' | 'zip' | 'password' | 'confirmation', string>> = {}, acceptTerms = true) {
  const v = {
    firstname: 'Jürgen',
    lastname: 'Müller-Lüdenscheidt',
    phone: '0211 1234567',
    email: 'Juergen@Example.de',
    street: 'Königsallee 1',
    zip: '40212',
    password: 'Sicher123',
    confirmation: 'Sicher123',
    ...overrides,
  };
  if (v.firstname) await user.type(field('Vorname'), v.firstname);
  if (v.lastname) await user.type(field('Nachname'), v.lastname);
  if (v.phone) await user.type(screen.getByRole('textbox', { name: /Telefonnummer/ }), v.phone);
  if (v.email) await user.type(field('E-Mail-Adresse'), v.email);
  if (v.street) await user.type(field('Rechnungsadresse'), v.street);
  if (v.zip) await user.type(field('Postleitzahl'), v.zip);
  const [password, confirmation] = passwords();
  if (v.password) await user.type(password!, v.password);
  if (v.confirmation) await user.type(confirmation!, v.confirmation);
  if (acceptTerms) await user.click(await screen.findByRole('checkbox', { name: /Geschäftsbedingungen/ }));
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Weiter' }));

function happyApi(): ApiMock {
  return mockApi({
    'POST /email/validate/is-unique': OK,
    'POST /phone/validate/is-unique': OK,
    'POST /email/verification/send': SENT,
    'POST /email/verify': { status: 200, body: { status: 'verified' } },
    'POST /register': { status: 201, body: { data: NEW_USER } },
    'GET /api/user': { status: 200, body: { data: NEW_USER } },
  });
}

async function enterCode(code: string) {
  const group = screen.getByRole('group', { name: 'Bestätigungscode' });
  const first = within(group).getByLabelText('Ziffer 1 von 4');
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
}

beforeEach(() => {
  setAnonymous();
  toaster.remove();
});

describe('RegisterPage – step 0 rules (SPEC §5)', () => {
  it('shows every required message and calls nothing', async () => {
    const api = happyApi();
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await next(user);
    expect(await screen.findByText('Der Vorname muss aus mindestens zwei Zeichen bestehen')).toBeInTheDocument();
    expect(screen.getByText('Der Nachname muss aus mindestens zwei Zeichen bestehen')).toBeInTheDocument();
    expect(screen.getAllByText('Dieses Feld ist erforderlich')).toHaveLength(2); // phone, e-mail
    expect(screen.getByText('Gib deine Rechnungsadresse ein')).toBeInTheDocument();
    expect(screen.getByText('Gib die Postleitzahl deiner Rechnungsadresse ein')).toBeInTheDocument();
    expect(screen.getByText(/Das Passwort muss 8–64 Zeichen lang sein/)).toBeInTheDocument();
    expect(screen.getByText('Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen')).toBeInTheDocument();
    expect(api.calls('POST /email/validate/is-unique')).toHaveLength(0);
  });

  it('names: at least two Latin letters (umlauts, ß, hyphen, space allowed), at most 30 characters; trimmed on blur', async () => {
    happyApi();
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await user.type(field('Vorname'), '  J ');
    await user.tab();
    expect(field('Vorname')).toHaveValue('J');
    await user.type(field('Nachname'), 'Smith3');
    await next(user);
    expect(await screen.findByText('Der Vorname muss aus mindestens zwei Zeichen bestehen')).toBeInTheDocument();
    expect(screen.getByText('Der Nachname darf nur lateinische Buchstaben, Bindestriche, Apostrophe und Leerzeichen enthalten')).toBeInTheDocument();
    await user.clear(field('Vorname'));
    await user.type(field('Vorname'), 'Jörg-Ä ß');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/Der Vorname/)).not.toBeInTheDocument());
    expect(field('Vorname')).toHaveAttribute('maxLength', '30');
    expect(field('Nachname')).toHaveAttribute('maxLength', '30');
  });

  it('phone: default country Germany, the plus key does nothing, at least 7 digits', async () => {
    happyApi();
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('combobox', { name: 'Ländervorwahl' })).toHaveValue('DE');
    const phone = screen.getByRole('textbox', { name: /Telefonnummer/ });
    await user.type(phone, '+12345');
    expect(phone).toHaveValue('12345');
    await next(user);
    expect(await screen.findByText('Die Telefonnummer braucht mindestens 7 Ziffern nach der Ländervorwahl')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '0211-12(34)x');
    await next(user);
    expect(await screen.findByText('Bitte gib eine gültige Telefonnummer ein')).toBeInTheDocument();
  });

  it('e-mail must be valid; passwords follow the rule, must match and are limited to 64 characters', async () => {
    happyApi();
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await user.type(field('E-Mail-Adresse'), 'nicht-gültig@');
    const [password, confirmation] = passwords();
    expect(password).toHaveAttribute('maxLength', '64');
    expect(confirmation).toHaveAttribute('maxLength', '64');
    await user.type(password!, 'alllowercase1');
    await next(user);
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText(/Das Passwort muss 8–64 Zeichen lang sein/)).toBeInTheDocument();
  });

  it('the confirmation must match: "The passwords did not match"', async () => {
    const api = happyApi();
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillForm(user, { confirmation: 'Sicher124' });
    await next(user);
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(api.calls('POST /email/validate/is-unique')).toHaveLength(0);
  });

  it('the terms checkbox links to the terms and conditions', async () => {
    happyApi();
    await renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(await screen.findByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/terms-and-conditions');
  });
});

describe('RegisterPage – duplicate checks and code sending (SPEC §7, §8)', () => {
  it('a duplicated e-mail and phone show their messages on the fields and no code is sent', async () => {
    const api = mockApi({
      'POST /email/validate/is-unique': { status: 200, body: { status: 'duplicated' } },
      'POST /phone/validate/is-unique': { status: 200, body: { status: 'duplicated' } },
      'POST /email/verification/send': SENT,
    });
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillForm(user);
    await next(user);
    expect(await screen.findByText('Für diese E-Mail-Adresse gibt es bereits ein Konto')).toBeInTheDocument();
    expect(screen.getByText('Für diese Telefonnummer gibt es bereits ein Konto')).toBeInTheDocument();
    expect(api.calls('POST /email/validate/is-unique')).toEqual([{ email: 'juergen@example.de' }]);
    expect(api.calls('POST /phone/validate/is-unique')).toEqual([{ phone: '+492111234567' }]);
    expect(api.calls('POST /email/verification/send')).toHaveLength(0);
  });

  it('a 422 of a duplicate check puts its errors on the fields', async () => {
    mockApi({
      'POST /email/validate/is-unique': { status: 422, body: { message: 'invalid', errors: { email: ['Server sagt: E-Mail ungültig.'] } } },
      'POST /phone/validate/is-unique': OK,
    });
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillForm(user);
    await next(user);
    expect(await screen.findByText('Server sagt: E-Mail ungültig.')).toBeInTheDocument();
  });

  it('another failure of a duplicate check toasts Error with oops', async () => {
    mockApi({ 'POST /email/validate/is-unique': { status: 500 }, 'POST /phone/validate/is-unique': OK });
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillForm(user);
    await next(user);
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(screen.getByText('Hoppla, da ist etwas schiefgelaufen. Bitte versuche es noch einmal.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Konto erstellen');
  });

  it("a code that is not sent toasts 'Server error!!' and stays on the form", async () => {
    mockApi({ 'POST /email/validate/is-unique': OK, 'POST /phone/validate/is-unique': OK, 'POST /email/verification/send': { status: 500 } });
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register', locale: 'en' });
    await user.type(screen.getByLabelText('First name', { exact: false, selector: 'input' }), 'Jane');
    await user.type(screen.getByLabelText('Last name', { exact: false, selector: 'input' }), 'Doe');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '0211 1234567');
    await user.type(screen.getByLabelText('E-mail address', { exact: false, selector: 'input' }), 'jane@example.com');
    await user.type(screen.getByLabelText('Billing address', { exact: false, selector: 'input' }), 'Kö 1');
    await user.type(screen.getByLabelText('Postcode', { exact: false, selector: 'input' }), '40212');
    const [password, confirmation] = screen.getAllByLabelText(/password/i, { selector: 'input' });
    await user.type(password!, 'Sicher123');
    await user.type(confirmation!, 'Sicher123');
    await user.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Server error!! The code could not be sent. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create an account');
  });
});

describe('RegisterPage – e-mail code step and register (SPEC §4, §8)', () => {
  it('form → step 2: Confirm only with 4 digits, wrong code message, then register, sign-in and the landing path', async () => {
    const api = happyApi();
    api.set('POST /email/verify', { status: 422, body: { message: 'The code is incorrect', errors: { code: ['The code is incorrect'] } } }, { status: 200, body: { status: 'verified' } });
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillForm(user);
    await next(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeInTheDocument();
    expect(screen.getByText('juergen@example.de')).toBeInTheDocument();
    expect(api.calls('POST /email/verification/send')).toEqual([{ email: 'juergen@example.de' }]);
    const confirm = screen.getByRole('button', { name: 'Bestätigen' });
    expect(confirm).toBeDisabled();
    const group = screen.getByRole('group', { name: 'Bestätigungscode' });
    await user.type(within(group).getByLabelText('Ziffer 1 von 4'), '123');
    expect(confirm).toBeDisabled();
    await user.type(within(group).getByLabelText('Ziffer 4 von 4'), '9');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect');
    expect(api.calls('POST /register')).toHaveLength(0);
    await enterCode('4321');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(currentPath()).toBe('/profile/orders'));
    expect(api.calls('POST /email/verify')[1]).toEqual({ email: 'juergen@example.de', code: '4321' });
    expect(api.calls('POST /register')).toEqual([
      {
        firstname: 'Jürgen',
        lastname: 'Müller-Lüdenscheidt',
        phone: '+492111234567',
        email: 'juergen@example.de',
        address: 'Königsallee 1',
        zip_code: '40212',
        password: 'Sicher123',
        password_confirmation: 'Sicher123',
        accept_terms_and_conditions: true,
        marketing_consent: false,
        is_email_verified: true,
        is_phone_verified: false,
      },
    ]);
    expect(useAuth.getState().user?.email).toBe('juergen@example.de');
  });

  it('marketing consent is unticked until the person ticks it, and is sent as ticked', async () => {
    const api = happyApi();
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    const consent = screen.getByRole('checkbox', { name: /Neuigkeiten und Angebote/ });
    expect(consent).not.toBeChecked();
    await fillForm(user);
    await user.click(consent);
    expect(consent).toBeChecked();
    await next(user);
    await screen.findByRole('group', { name: 'Bestätigungscode' });
    await enterCode('4321');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(api.calls('POST /register')).toHaveLength(1));
    expect(api.calls('POST /register')[0]).toMatchObject({ marketing_consent: true });
  });

  it('a 422 on verify without field errors shows the server message', async () => {
    const api = happyApi();
    api.set('POST /email/verify', { status: 422, body: { message: 'Der Code ist abgelaufen. Bitte fordere einen neuen Code an' } });
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillForm(user);
    await next(user);
    await screen.findByRole('group', { name: 'Bestätigungscode' });
    await enterCode('1111');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Code ist abgelaufen. Bitte fordere einen neuen Code an');
  });

  it('a failed register returns to step 0 with the field errors', async () => {
    const api = happyApi();
    api.set('POST /register', {
      status: 422,
      body: { message: 'invalid', errors: { email: ['Für diese E-Mail-Adresse gibt es bereits ein Konto'], address: ['Gib deine Rechnungsadresse ein', 'Noch was.'] } },
    });
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillForm(user);
    await next(user);
    await screen.findByRole('group', { name: 'Bestätigungscode' });
    await enterCode('1234');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeInTheDocument();
    await waitFor(() => expect(field('E-Mail-Adresse')).toHaveAccessibleErrorMessage('Für diese E-Mail-Adresse gibt es bereits ein Konto'));
    expect(field('Rechnungsadresse')).toHaveAccessibleErrorMessage('Gib deine Rechnungsadresse ein Noch was.');
    // the entered values are still there
    expect(field('Vorname')).toHaveValue('Jürgen');
    expect(currentPath()).toBe('/register');
  });

  it('Back returns to the form with the values; a second Next within the minute goes on without a new code', async () => {
    const api = happyApi();
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillForm(user);
    await next(user);
    await screen.findByRole('group', { name: 'Bestätigungscode' });
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(field('Nachname')).toHaveValue('Müller-Lüdenscheidt');
    api.set('POST /email/verification/send', { status: 429, body: { message: 'Bitte warte 40 Sekunden, bevor du einen neuen Code anforderst' } });
    await next(user);
    expect(await screen.findByRole('group', { name: 'Bestätigungscode' })).toBeInTheDocument();
  });

  it('shows the countdown before Resend; with the server allowing a resend, Resend sends a new code and restarts it', async () => {
    const api = happyApi();
    const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillForm(user);
    await next(user);
    await screen.findByRole('group', { name: 'Bestätigungscode' });
    expect(screen.getByText(/Neuen Code anfordern in (1:00|0:5\d)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Code erneut senden' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    api.set('POST /email/verification/send', { status: 200, body: { status: 'verification-code-sent', resend_in: 0 } }, SENT);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Code erneut senden' }));
    expect(api.calls('POST /email/verification/send')).toHaveLength(3);
    expect(await screen.findByText(/Neuen Code anfordern in (1:00|0:5\d)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Code erneut senden' })).not.toBeInTheDocument();
  });
});

test('an address without a house number is refused with the address-incomplete message (SPEC §5)', async () => {
  const api = happyApi();
  const { user } = await renderWithProviders(<RegisterPage />, { route: '/register' });
  await fillForm(user, { street: 'Königsallee' });
  await next(user);
  expect(await screen.findByText('Die Adresse muss Straße, Hausnummer, Postleitzahl und Ort enthalten')).toBeInTheDocument();
  expect(api.calls('POST /email/verification/send')).toHaveLength(0);
});

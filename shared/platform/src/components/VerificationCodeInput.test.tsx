import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../api';
import { i18n } from '../i18n';
import { PlatformProvider } from '../PlatformProvider';
import { VerificationCodeInput, verificationErrorText } from './VerificationCodeInput';

function setup(props: Partial<Parameters<typeof VerificationCodeInput>[0]> = {}) {
  const onConfirm = jest.fn(async () => undefined);
  const onResend = jest.fn(async () => 60);
  render(
    <PlatformProvider>
      <VerificationCodeInput onConfirm={onConfirm} onResend={onResend} {...props} />
    </PlatformProvider>,
  );
  const digits = [1, 2, 3, 4].map((n) => screen.getByLabelText(`Ziffer ${n} von 4`));
  return { onConfirm, onResend, digits };
}

const typeDigit = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(async () => {
  await i18n.changeLanguage('de');
});
afterEach(() => {
  jest.useRealTimers();
});

describe('VerificationCodeInput – Confirm (SPEC §4: enabled only with 4 digits)', () => {
  it('stays disabled with 0 to 3 digits and enables with 4', async () => {
    const { digits, onConfirm } = setup();
    const confirm = screen.getByRole('button', { name: 'Bestätigen' });
    expect(confirm).toBeDisabled();
    typeDigit(digits[0]!, '1');
    typeDigit(digits[1]!, '2');
    typeDigit(digits[2]!, '3');
    expect(confirm).toBeDisabled();
    typeDigit(digits[3]!, '4');
    expect(confirm).toBeEnabled();
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(onConfirm).toHaveBeenCalledWith('1234');
  });

  it('ignores letters, moves focus on and fills all boxes from a paste', () => {
    const { digits } = setup();
    typeDigit(digits[0]!, 'a');
    expect(digits[0]).toHaveValue('');
    typeDigit(digits[0]!, '7');
    expect(digits[1]).toHaveFocus();
    fireEvent.paste(digits[0]!, { clipboardData: { getData: () => '98 76' } });
    expect(digits.map((d) => (d as HTMLInputElement).value).join('')).toBe('9876');
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeEnabled();
  });

  it('Backspace clears and moves back', () => {
    const { digits } = setup();
    fireEvent.paste(digits[0]!, { clipboardData: { getData: () => '1234' } });
    fireEvent.keyDown(digits[3]!, { key: 'Backspace' });
    expect(digits[3]).toHaveValue('');
    fireEvent.keyDown(digits[3]!, { key: 'Backspace' });
    expect(digits[2]).toHaveValue('');
    expect(digits[2]).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeDisabled();
  });
});

describe('VerificationCodeInput – Resend countdown (SPEC §4, §9: 60 s, restarts after each resend)', () => {
  it('offers Resend only after 60 seconds and restarts the countdown after a resend', async () => {
    jest.useFakeTimers();
    const { onResend } = setup();
    expect(screen.getByText('Neuen Code anfordern in 1:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Code erneut senden' })).not.toBeInTheDocument();
    for (let i = 0; i < 59; i += 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Neuen Code anfordern in 0:01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Code erneut senden' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Code erneut senden' });
    await act(async () => {
      fireEvent.click(resend);
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Neuen Code anfordern in 1:00')).toBeInTheDocument();
    expect(screen.getByText('Wir haben dir einen neuen Code geschickt.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Code erneut senden' })).not.toBeInTheDocument();
    for (let i = 0; i < 60; i += 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Code erneut senden' })).toBeInTheDocument();
  });

  it('a failed resend shows the reason under the input and offers Resend again', async () => {
    jest.useFakeTimers();
    setup({ resendSeconds: 0, onResend: jest.fn(async () => Promise.reject(new ApiError(500, undefined))) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Code erneut senden' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Hoppla, da ist etwas schiefgelaufen. Bitte versuche es noch einmal');
    expect(screen.getByRole('button', { name: 'Code erneut senden' })).toBeInTheDocument();
  });
});

describe('VerificationCodeInput – errors (SPEC §8 Verification)', () => {
  it('shows the error under the digits, translated once the messages are there, and marks them invalid', async () => {
    const { digits } = setup({ error: 'validation.codeIncorrect' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Der Code ist falsch'));
    expect(digits[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('verificationErrorText: 422 → the server message on code, else the message; other errors → fallback', () => {
    expect(verificationErrorText(new ApiError(422, { message: 'x', errors: { code: ['The code is incorrect'] } }))).toBe('The code is incorrect');
    expect(verificationErrorText(new ApiError(422, { message: 'Der Code ist abgelaufen.' }))).toBe('Der Code ist abgelaufen.');
    expect(verificationErrorText(new ApiError(429, { message: 'Zu viele Versuche.' }))).toBe('Zu viele Versuche.');
    expect(verificationErrorText(new ApiError(500, undefined))).toBe('Der Code konnte nicht geprüft werden. Bitte versuche es noch einmal.');
    expect(verificationErrorText(new TypeError('offline'), 'Fallback')).toBe('Fallback');
  });

  it('English texts', async () => {
    await i18n.changeLanguage('en');
    render(
      <PlatformProvider>
        <VerificationCodeInput onConfirm={jest.fn()} onResend={jest.fn()} />
      </PlatformProvider>,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByText('Request a new code in 1:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 4')).toBeInTheDocument();
  });
});

describe('VerificationCodeInput – typing', () => {
  it('a typed digit replaces the box and moves on, also when it is the same digit; letters are ignored', () => {
    const { digits } = setup();
    fireEvent.paste(digits[0]!, { clipboardData: { getData: () => '0000' } });
    digits[0]!.focus();
    for (const key of ['4', 'x', '0', '0', '7']) fireEvent.keyDown(document.activeElement!, { key });
    expect(digits.map((d) => (d as HTMLInputElement).value).join('')).toBe('4007');
    expect(digits[3]).toHaveFocus();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { i18n } from '../i18n';
import { PlatformProvider } from '../PlatformProvider';
import { labelInNameMismatches } from '../testing/labelInName';
import { PhoneInput, joinPhone, splitPhone } from './PhoneInput';

function Harness({ initial = '', onValue }: { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PlatformProvider>
      <PhoneInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </PlatformProvider>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('de');
});

test('splitPhone / joinPhone: country code and national digits, a leading 0 dropped', () => {
  expect(splitPhone('+492111234567')).toEqual({ country: 'DE', national: '2111234567' });
  expect(splitPhone('+49 211 5550199')).toEqual({ country: 'DE', national: '211 5550199' });
  expect(splitPhone('+352621123456')).toEqual({ country: 'LU', national: '621123456' });
  expect(splitPhone('')).toEqual({ country: 'DE', national: '' });
  expect(joinPhone('DE', '0211 123-45 67')).toBe('+492111234567');
  expect(joinPhone('AT', '0664 1234567')).toBe('+436641234567');
  expect(joinPhone('DE', '   ')).toBe('');
  // letters stay visible to the phone rule, which refuses them
  expect(joinPhone('DE', '0211 abc')).toBe('+490211 abc');
});

test('defaults to Germany (SPEC §9), ignores the plus key and trims on blur', () => {
  const onValue = jest.fn();
  render(<Harness onValue={onValue} />);
  expect(screen.getByRole('combobox', { name: 'Ländervorwahl' })).toHaveValue('DE');
  const input = screen.getByRole('textbox');
  const plus = fireEvent.keyDown(input, { key: '+' });
  expect(plus).toBe(false); // default prevented
  fireEvent.change(input, { target: { value: '+0151 1234567 ' } });
  expect(input).toHaveValue('0151 1234567 ');
  expect(onValue).toHaveBeenLastCalledWith('+491511234567');
  fireEvent.blur(input);
  expect(input).toHaveValue('0151 1234567');
  fireEvent.change(screen.getByRole('combobox', { name: 'Ländervorwahl' }), { target: { value: 'CH' } });
  expect(onValue).toHaveBeenLastCalledWith('+411511234567');
});

test("each country option's name starts with what it shows (label in name), then the country in words", () => {
  render(<Harness onValue={jest.fn()} />);
  expect(screen.getByRole('option', { name: 'DE +49 – Deutschland' })).toHaveTextContent('DE +49');
  expect(labelInNameMismatches()).toEqual([]);
});

test('shows a stored number split into country and national part', () => {
  render(<Harness initial="+436641234567" onValue={jest.fn()} />);
  expect(screen.getByRole('combobox', { name: 'Ländervorwahl' })).toHaveValue('AT');
  expect(screen.getByRole('textbox')).toHaveValue('6641234567');
});

test('formatPhone: a stored number as people write it', async () => {
  const { formatPhone } = await import('./PhoneInput');
  expect(formatPhone('+492115550777')).toBe('+49 211 5550777');
  expect(formatPhone('+4930123456')).toBe('+49 30 123456');
  expect(formatPhone('+4915112345678')).toBe('+49 151 12345678');
  expect(formatPhone('+43664123456')).toBe('+43 664123456');
  expect(formatPhone('+49 211 5550101')).toBe('+49 211 5550101');
  expect(formatPhone('')).toBe('');
});

import { forwardRef, useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Group, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRIES, splitPhone } from '@chargevalet/contract/core';
import type { PhoneCountry } from '@chargevalet/contract';
import { registerTranslations } from '../i18n';

/** The formatter and the country list live in the contract (pages and mails format alike); re-exported here. */
export { PHONE_COUNTRIES, formatPhone, splitPhone } from '@chargevalet/contract/core';
export type { PhoneCountry } from '@chargevalet/contract';

export const PHONE_NS = 'phoneInput';

registerTranslations(PHONE_NS, {
  de: {
    country: 'Ländervorwahl',
    countries: { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz', NL: 'Niederlande', BE: 'Belgien', LU: 'Luxemburg', FR: 'Frankreich', PL: 'Polen', DK: 'Dänemark', IT: 'Italien', ES: 'Spanien', GB: 'Vereinigtes Königreich' },
  },
  en: {
    country: 'Country code',
    countries: { DE: 'Germany', AT: 'Austria', CH: 'Switzerland', NL: 'Netherlands', BE: 'Belgium', LU: 'Luxembourg', FR: 'France', PL: 'Poland', DK: 'Denmark', IT: 'Italy', ES: 'Spain', GB: 'United Kingdom' },
  },
});

/** "+49" + the national digits without a leading 0 ("" when there are no digits). */
export function joinPhone(country: PhoneCountry, national: string): string {
  const digits = national.replace(/\D/g, '').replace(/^0+/, '');
  if (!national.trim()) return '';
  const dial = PHONE_COUNTRIES.find((c) => c.code === country)?.dial ?? '49';
  // keep non-digit input visible to the rules (e.g. letters are refused by the phone rule)
  const invalid = /[^0-9 ()-]/.test(national.trim());
  return invalid ? `+${dial}${national.trim()}` : `+${dial}${digits}`;
}

export interface PhoneInputProps {
  value: string | null | undefined;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  'aria-describedby'?: string;
}

/**
 * Phone number with a country-code select (default Germany, SPEC §9). The number field takes digits, spaces,
 * parentheses and dashes; the plus key does nothing (the country code comes from the select). The value is
 * "+<dialling code><digits>" (a leading 0 of the national number dropped), trimmed on blur.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { value, onChange, onBlur, name, id, invalid, disabled, autoFocus, ...rest },
  ref,
) {
  const { t } = useTranslation(PHONE_NS);
  // its own id: inside a Field the select would otherwise take the field's control id (the label belongs to the number)
  const selectId = `${useId()}-country`;
  const [country, setCountry] = useState<PhoneCountry>(() => splitPhone(value).country);
  const [national, setNational] = useState(() => splitPhone(value).national);

  // follow outside changes (form reset, a changed number)
  useEffect(() => {
    if (joinPhone(country, national) !== (value ?? '')) {
      const split = splitPhone(value, country);
      setCountry(split.country);
      setNational(split.national);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the value from outside changes
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === '+') event.preventDefault();
  };

  return (
    <Group attached w="full">
      <NativeSelect.Root size="md" width="auto" flexShrink={0} disabled={disabled}>
        <NativeSelect.Field
          id={selectId}
          aria-label={t('country')}
          value={country}
          onChange={(event) => {
            const next = event.target.value as PhoneCountry;
            setCountry(next);
            onChange(joinPhone(next, national));
          }}
          borderEndRadius={0}
          minW="6.5rem"
        >
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code} aria-label={`${c.code} +${c.dial} – ${t(`countries.${c.code}`)}`}>
              {`${c.code} +${c.dial}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        ref={ref}
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        autoFocus={autoFocus}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={rest['aria-describedby']}
        value={national}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const text = event.target.value.replace(/\+/g, '');
          setNational(text);
          onChange(joinPhone(country, text));
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          const trimmed = event.target.value.trim();
          if (trimmed !== national) {
            setNational(trimmed);
            onChange(joinPhone(country, trimmed));
          }
          onBlur?.();
        }}
        maxLength={20}
      />
    </Group>
  );
});

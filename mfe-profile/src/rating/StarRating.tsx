import { chakra, Fieldset, HStack, VisuallyHidden } from '@chargevalet/platform';
import { RATE_MAX } from '@chargevalet/contract/core';
import { useTranslation } from 'react-i18next';
import { RATING_NS } from './i18n';

export interface StarRatingProps {
  /** 0: no star chosen yet. */
  value: number;
  onChange(value: number): void;
  legend: string;
  /** The translated error under the stars. */
  error?: string | undefined;
  name?: string;
}

/**
 * 1-5 stars as a native radio group (SPEC §5 rating): arrow keys move between the stars, Space picks one, each radio
 * is named "n stars" for screen readers; the stars up to the chosen one are filled.
 */
export function StarRating({ value, onChange, legend, error, name = 'rate' }: StarRatingProps) {
  const { t } = useTranslation(RATING_NS);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <HStack gap={1} role="radiogroup" aria-label={legend} aria-invalid={Boolean(error)}>
        {Array.from({ length: RATE_MAX }, (_, index) => index + 1).map((n) => (
          <chakra.label
            key={n}
            cursor="pointer"
            fontSize="3xl"
            lineHeight="1"
            px="1"
            color={n <= value ? 'orange.600' : 'gray.500'}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px', borderRadius: 'sm' }}
          >
            <VisuallyHidden asChild>
              <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            </VisuallyHidden>
            <VisuallyHidden>{t('star', { count: n })}</VisuallyHidden>
            <span aria-hidden="true">{n <= value ? '★' : '☆'}</span>
          </chakra.label>
        ))}
      </HStack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

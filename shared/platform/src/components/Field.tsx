import type { ReactNode } from 'react';
import { Field as ChakraField } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../contract-rules';

export interface FieldProps {
  label: ReactNode;
  /** react-hook-form's `errors.x` (or a message string); `validation.<key>` messages are translated. */
  error?: { message?: string } | string | null;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  children: ReactNode;
}

/** A labelled form field: label with required marker, the control, helper text and the translated error. */
function FieldWrapper({ label, error, required, helperText, disabled, readOnly, id, children }: FieldProps) {
  const { t } = useTranslation('platform');
  const translate = useFieldError();
  const message = typeof error === 'string' ? error : error?.message;
  return (
    <ChakraField.Root invalid={Boolean(message)} required={required} disabled={disabled} readOnly={readOnly} ids={id ? { control: id } : undefined}>
      <ChakraField.Label>
        {label}
        {required && <ChakraField.RequiredIndicator aria-label={t('field.required')} />}
      </ChakraField.Label>
      {children}
      {helperText && !message && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
      {message && <ChakraField.ErrorText>{translate(message)}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}

/**
 * `Field` is the wrapper above and also carries Chakra's Field parts (`Field.Root`, `Field.Label`,
 * `Field.ErrorText`, `Field.HelperText`, `Field.RequiredIndicator`), so code written against Chakra's `Field`
 * namespace keeps working when it imports from the platform.
 */
export const Field = Object.assign(FieldWrapper, ChakraField);

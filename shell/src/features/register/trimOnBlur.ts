import type { FocusEvent } from 'react';
import type { FieldPath, FieldValues, UseFormRegister, UseFormSetValue, PathValue } from 'react-hook-form';

/**
 * `register(name)` with the value trimmed when the field loses focus (SPEC §5: inputs are trimmed on blur; never
 * used for passwords).
 */
export function registerTrimmed<T extends FieldValues>(
  register: UseFormRegister<T>,
  setValue: UseFormSetValue<T>,
  name: FieldPath<T>,
  options: { maxLength?: number } = {},
) {
  return {
    ...register(name, {
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const trimmed = event.target.value.trim();
        if (trimmed !== event.target.value) setValue(name, trimmed as PathValue<T, FieldPath<T>>, { shouldDirty: true });
      },
    }),
    ...(options.maxLength ? { maxLength: options.maxLength } : {}),
  };
}

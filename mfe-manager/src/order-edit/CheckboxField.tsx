import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@chargevalet/platform';

/** A yes/no field of the edit form (react-hook-form's value, Chakra's checkbox). */
export function CheckboxField<T extends FieldValues>({ control, name, label, disabled }: { control: Control<T>; name: FieldPath<T>; label: string; disabled?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value === true} disabled={disabled} onCheckedChange={(details) => field.onChange(details.checked === true)} onBlur={field.onBlur}>
          <Checkbox.HiddenInput ref={field.ref} name={field.name} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

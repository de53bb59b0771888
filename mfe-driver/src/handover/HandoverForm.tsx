import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HANDOVER_MAX_PHOTOS,
  HANDOVER_MAX_PHOTO_BYTES,
  handoverFieldsSchema,
  msg,
  type HandoverKind,
} from '@chargevalet/contract';
import { Button, Field, Input, SimpleGrid, Stack, Text, Textarea, isApiError, notify } from '@chargevalet/platform';
import { useRecordHandover } from '../api/driverApi';
import { DRIVER_NS } from '../i18n';

type Errors = Partial<Record<'photos' | 'mileage' | 'charge_level' | 'notes' | 'kind', string>>;

/** The browser checks what it can before uploading (count, size); the server checks the bytes again. */
function photoError(files: readonly File[]): string | undefined {
  if (files.length === 0) return msg('photosRequired');
  if (files.length > HANDOVER_MAX_PHOTOS) return msg('photosTooMany');
  if (files.some((file) => file.size > HANDOVER_MAX_PHOTO_BYTES)) return msg('photoTooLarge');
  return undefined;
}

/** The form of the record due now: camera input (several photos), mileage, charge level, damage notes; `onSaved` once stored. */
export function HandoverForm({ identity, kind, onSaved }: { identity: string; kind: HandoverKind; onSaved: () => void }) {
  const { t } = useTranslation(DRIVER_NS);
  const record = useRecordHandover(identity);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = { kind, mileage: String(form.get('mileage') ?? ''), charge_level: String(form.get('charge_level') ?? ''), notes: String(form.get('notes') ?? '') };
    const next: Errors = {};
    const parsed = handoverFieldsSchema.safeParse(fields);
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    const photos = photoError(files);
    if (photos) next.photos = photos;
    setErrors(next);
    if (Object.keys(next).length > 0) return;

    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const file of files) body.append('photos', file, file.name);
    record.mutate(body, {
      onSuccess: () => {
        notify({ type: 'success', title: t('handover.saved') });
        onSaved();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list[0]])));
        notify({ type: 'error', title: t('handover.failed'), description: error.message });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t(`handover.title.${kind}`)}>
      <Stack gap="4">
        <Text color="fg.muted">{t(`handover.intro.${kind}`)}</Text>
        <Field label={t('handover.photos')} helperText={files.length ? t('handover.photosChosen', { count: files.length }) : t('handover.photosHint')} error={errors.photos ?? errors.kind}>
          {/* capture: the phone opens its camera; several photos per side are fine. */}
          <Input
            type="file"
            name="photos"
            accept="image/*"
            capture="environment"
            multiple
            py="2"
            minH="11"
            onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
          />
        </Field>
        <SimpleGrid columns={2} gap="3">
          <Field label={t('handover.mileage')} error={errors.mileage}>
            <Input name="mileage" inputMode="numeric" pattern="[0-9]*" minH="11" />
          </Field>
          <Field label={t('handover.chargeLevel')} error={errors.charge_level}>
            <Input name="charge_level" inputMode="numeric" pattern="[0-9]*" minH="11" />
          </Field>
        </SimpleGrid>
        <Field label={t('handover.notes')} error={errors.notes}>
          <Textarea name="notes" rows={3} />
        </Field>
        <Button type="submit" size="xl" minH="14" loading={record.isPending}>
          {t('handover.save')}
        </Button>
      </Stack>
    </form>
  );
}


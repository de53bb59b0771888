import { Suspense, lazy, useRef } from 'react';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { Box, Field, Input, SimpleGrid } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import type { AddressKind } from '@chargevalet/contract';
import { BOOKING_NS } from '../i18n';
import { checkChosenPlace, checkTypedAddress, checkZipWithServer, type AddressProblem, type ChosenPlace } from './addressRules';

const GoogleStreetInput = lazy(() => import('./GoogleStreetInput'));

export const streetFieldOf = <K extends AddressKind>(kind: K) => `${kind}_address` as const;
export const zipFieldOf = <K extends AddressKind>(kind: K) => `${kind}_zip_code` as const;

/** Places chosen from the suggestions, per address kind (Google mode). */
export type ChosenPlaces = Partial<Record<AddressKind, ChosenPlace | null>>;

export interface AddressCheckOptions {
  mapsKey: string | null;
  places: ChosenPlaces;
}

/**
 * Every SPEC §5 address rule beyond the schema for one address: with the maps service, the chosen place; without
 * it, the typed street (house number, postcode in the text) and — for pickup and return — the ZIP code verified by
 * the server (out_of_service_area fails and opens the service-not-available modal).
 */
export async function checkAddress(kind: AddressKind, street: string, zip: string, { mapsKey, places }: AddressCheckOptions): Promise<AddressProblem | null> {
  const serviceArea = kind !== 'billing';
  if (mapsKey) return checkChosenPlace(places[kind] ?? null, zip, { serviceArea });
  const typed = checkTypedAddress(street, zip);
  if (typed) return typed;
  return serviceArea ? checkZipWithServer(zip) : null;
}

export interface AddressFieldsProps {
  kind: AddressKind;
  mapsKey: string | null;
  places: React.MutableRefObject<ChosenPlaces>;
  disabled?: boolean;
  /** Called when a problem opens the service-not-available modal. */
  onOutOfServiceArea(): void;
}

/** Street and ZIP code of one address (pickup, return or billing), plain or with Places autocomplete. */
export function AddressFields({ kind, mapsKey, places, disabled, onOutOfServiceArea }: AddressFieldsProps) {
  const { t } = useTranslation(BOOKING_NS);
  const { register, control, getValues, setValue, setError, clearErrors, formState } = useFormContext<FieldValues>();
  const streetName = streetFieldOf(kind);
  const zipName = zipFieldOf(kind);
  const errors = formState.errors as Record<string, { street?: { message?: string }; message?: string } | undefined>;
  const streetError = errors[streetName]?.street ?? (errors[streetName]?.message ? errors[streetName] : undefined);
  const zipError = errors[zipName];
  const zipCheck = useRef(0);

  const report = (problem: AddressProblem | null) => {
    if (!problem) return;
    setError(problem.field === 'street' ? `${streetName}.street` : zipName, { type: 'address', message: problem.message });
    if (problem.outOfServiceArea) onOutOfServiceArea();
  };

  const onZipBlur = async (e: React.FocusEvent<HTMLInputElement>) => {
    const zip = e.target.value.replace(/\s+/g, '');
    if (zip !== e.target.value) setValue(zipName, zip);
    if (!zip || disabled) return;
    const run = ++zipCheck.current;
    if (mapsKey) {
      const place = places.current[kind];
      if (place) report(checkChosenPlace(place, zip, { serviceArea: kind !== 'billing' }));
      return;
    }
    if (kind === 'billing') return;
    try {
      const problem = await checkZipWithServer(zip);
      if (run === zipCheck.current) report(problem);
    } catch {
      // the submit checks again
    }
  };

  const streetId = `${kind}-street`;
  const zipId = `${kind}-zip`;
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <Box gridColumn={{ sm: 'span 2' }}>
          <Field label={t(`address.${kind}.street`)} error={streetError} required id={streetId} disabled={disabled}>
            {mapsKey ? (
              <Controller
                control={control}
                name={streetName}
                render={({ field }) => (
                  <Suspense fallback={<Input disabled />}>
                    <GoogleStreetInput
                      apiKey={mapsKey}
                      value={(field.value as { street?: string } | undefined)?.street ?? ''}
                      disabled={disabled}
                      serviceArea={kind !== 'billing'}
                      placeholder={t('address.placeholder')}
                      onBlur={field.onBlur}
                      onTyped={(street) => {
                        places.current[kind] = null;
                        field.onChange({ street, latitude: null, longitude: null });
                      }}
                      onChosen={(place) => {
                        places.current[kind] = place;
                        field.onChange({ street: place.street, latitude: place.lat, longitude: place.lng });
                        if (!getValues(zipName) && place.zip_code) setValue(zipName, place.zip_code);
                        clearErrors([`${streetName}.street`, zipName]);
                        report(checkChosenPlace(place, (getValues(zipName) as string | undefined) ?? '', { serviceArea: kind !== 'billing' }));
                      }}
                    />
                  </Suspense>
                )}
              />
            ) : (
              <Input
                autoComplete={kind === 'billing' ? 'billing street-address' : 'street-address'}
                placeholder={t('address.placeholder')}
                {...register(`${streetName}.street`, { onBlur: (e: React.FocusEvent<HTMLInputElement>) => setValue(`${streetName}.street`, e.target.value.trim()) })}
              />
            )}
          </Field>
      </Box>
      <Field label={t(`address.${kind}.zip`)} error={zipError} required id={zipId} disabled={disabled}>
        <Input
          inputMode="numeric"
          autoComplete={kind === 'billing' ? 'billing postal-code' : 'postal-code'}
          maxLength={7}
          placeholder="40212"
          {...register(zipName, { onBlur: onZipBlur })}
        />
      </Field>
    </SimpleGrid>
  );
}

import { useRef } from 'react';
import { Autocomplete, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { Input, Spinner } from '@chargevalet/platform';
import { SERVICE_AREA_BOUNDS } from '@chargevalet/contract/core';
import { toChosenPlace, type ChosenPlace } from './addressRules';

/** Places autocomplete bounds: the service area's box (SPEC §5), the one the server checks coordinates against. */
const SERVICE_AREA = { south: SERVICE_AREA_BOUNDS.minLat, north: SERVICE_AREA_BOUNDS.maxLat, west: SERVICE_AREA_BOUNDS.minLng, east: SERVICE_AREA_BOUNDS.maxLng };

const LIBRARIES: Libraries = ['places'];

export interface GoogleStreetInputProps {
  apiKey: string;
  id?: string;
  value: string;
  disabled?: boolean;
  /** Bound to Düsseldorf (pickup and return); billing addresses search Germany. */
  serviceArea: boolean;
  placeholder?: string;
  onTyped(value: string): void;
  onChosen(place: ChosenPlace): void;
  onBlur(): void;
}

/** Street input with Google Places autocomplete (loaded only when a key is configured). */
export default function GoogleStreetInput({ apiKey, id, value, disabled, serviceArea, placeholder, onTyped, onChosen, onBlur }: GoogleStreetInputProps) {
  const { isLoaded } = useJsApiLoader({ id: 'chargevalet-google-maps', googleMapsApiKey: apiKey, libraries: LIBRARIES });
  const autocomplete = useRef<google.maps.places.Autocomplete | null>(null);
  if (!isLoaded) return <Spinner size="sm" />;
  return (
    <Autocomplete
      onLoad={(instance) => {
        autocomplete.current = instance;
      }}
      onPlaceChanged={() => {
        const place = autocomplete.current?.getPlace();
        if (place) onChosen(toChosenPlace(place));
      }}
      bounds={serviceArea ? SERVICE_AREA : undefined}
      options={{
        strictBounds: serviceArea,
        componentRestrictions: { country: 'de' },
        types: ['address'],
        fields: ['address_components', 'formatted_address', 'geometry', 'place_id'],
      }}
    >
      <Input id={id} value={value} disabled={disabled} placeholder={placeholder} autoComplete="off" onChange={(e) => onTyped(e.target.value)} onBlur={onBlur} />
    </Autocomplete>
  );
}

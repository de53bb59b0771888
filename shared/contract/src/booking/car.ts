import { z } from 'zod';
import { text } from '../text';
import { msg } from '../messages';
import { CAR_TEXT_MAX, CAR_TYPES, LICENSE_PLATE_MAX, LICENSE_PLATE_MIN } from './constants';

/**
 * A plate as typed, in the SPEC form: the hyphen people commonly write after the district ("D-XY 987") becomes a
 * space, and runs of spaces one ("D XY 987").
 */
export const normalizeLicensePlate = (value: string): string => value.trim().replace(/\s*-\s*/g, ' ').replace(/\s+/g, ' ');

/** SPEC §5: trimmed, 3-15 characters, Latin letters, digits and spaces (a hyphen is accepted and stored as a space). */
export const licensePlateRule = text(msg('licensePlate'))
  .transform(normalizeLicensePlate)
  // a pipe, not `abort`: the length message comes first, and sibling checks of a form still run
  .pipe(
    z
      .string()
      .min(LICENSE_PLATE_MIN, msg('licensePlate'))
      .max(LICENSE_PLATE_MAX, msg('licensePlate'))
      .regex(/^[A-Za-z0-9 ]+$/, msg('licensePlateLatin')),
  );

/** Brand, model and color are optional free text up to 100 characters; empty input becomes an empty string. */
const optionalCarText = (maxKey: 'brandMax' | 'modelMax' | 'colorMax') =>
  text().trim().max(CAR_TEXT_MAX, msg(maxKey)).optional().default('');
export const brandRule = optionalCarText('brandMax');
export const modelRule = optionalCarText('modelMax');
export const colorRule = optionalCarText('colorMax');

/** Car type is required; any other value (or none) gets "Please select your vehicle type from the list". */
export const carTypeRule = z.enum(CAR_TYPES, msg('carTypeRequired'));

/** The car as the order request and the customer profile carry it (SPEC §3). */
export const carSchema = z.object({
  car_type: carTypeRule,
  license_plate: licensePlateRule,
  brand: brandRule,
  model: modelRule,
  color: colorRule,
});
export type Car = z.output<typeof carSchema>;
export type CarInput = z.input<typeof carSchema>;

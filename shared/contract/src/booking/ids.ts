import { z } from 'zod';
import { msg, type ValidationMessageKey } from '../messages';
import { ID_MAX, PAYMENT_METHOD_CODES } from './constants';


/** Required positive id of a request body: a number, nothing else (a boolean or a string is refused with `messageKey`). */
const requiredId = (messageKey: ValidationMessageKey) =>
  z.number(msg(messageKey)).int(msg(messageKey)).positive(msg(messageKey)).max(ID_MAX, msg(messageKey));
/** An id in a list of a request body (chosen services). */
export const idRule = requiredId('invalidInput');

/**
 * The same id as a form field or a path/query parameter holds it: a number or a string of digits; a missing,
 * empty or zero value shows `messageKey`.
 */
export const idField = (messageKey: ValidationMessageKey = 'invalidInput') =>
  z.preprocess((value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value), requiredId(messageKey));

/** SPEC §5: "Select charging level please". */
export const chargingLevelIdRule = requiredId('chargingLevelRequired');
export const chargingLevelIdField = idField('chargingLevelRequired');
/** SPEC §5: return_type_id required. */
export const returnTypeIdField = idField('returnTypeRequired');
export const packageIdRule = requiredId('required');

/** SPEC §5 payment step: payment_method required. */
export const paymentMethodCodeRule = z.enum(PAYMENT_METHOD_CODES, msg('paymentMethodRequired'));
export const paymentMethodSchema = z.object({ method_code: paymentMethodCodeRule }, msg('paymentMethodRequired'));

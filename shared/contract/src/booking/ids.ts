import { z } from 'zod';
import { msg, type ValidationMessageKey } from '../messages';
import { PAYMENT_METHOD_CODES } from './constants';

/** Required positive id; a missing, empty or zero value shows `messageKey`. */
const requiredId = (messageKey: ValidationMessageKey) =>
  z.coerce.number(msg(messageKey)).int(msg(messageKey)).positive(msg(messageKey));

/** SPEC §5: "Select charging level please". */
export const chargingLevelIdRule = requiredId('chargingLevelRequired');
/** SPEC §5: return_type_id required. */
export const returnTypeIdRule = requiredId('returnTypeRequired');
export const packageIdRule = requiredId('required');

/** SPEC §5 payment step: payment_method required. */
export const paymentMethodCodeRule = z.enum(PAYMENT_METHOD_CODES, msg('paymentMethodRequired'));
export const paymentMethodSchema = z.object({ method_code: paymentMethodCodeRule }, msg('paymentMethodRequired'));

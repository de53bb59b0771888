import { z } from 'zod';
import { CAR_TYPES, SERVICE_INPUT_TYPES, TIME_GROUPS, PAYMENT_METHOD_CODES, DISCOUNT_KINDS } from './constants-core';

// The booking's constants and small rules are zod-free (constants-core.ts, part of @chargevalet/contract/core).
export * from './constants-core';
export const carTypeSchema = z.enum(CAR_TYPES);
export const serviceInputTypeSchema = z.enum(SERVICE_INPUT_TYPES);
export const timeGroupNameSchema = z.enum(TIME_GROUPS);
export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES);
export const discountKindSchema = z.enum(DISCOUNT_KINDS);

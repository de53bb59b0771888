import type { ComponentType } from 'react';
import type { WizardStep } from '@chargevalet/contract/core';

/** The steps after the first, each a chunk of its own with the forms, schemas and zod it needs (issue 29). */
export type LaterStep = Exclude<WizardStep, 'select-package'>;

const LOADERS: Record<LaterStep, () => Promise<ComponentType>> = {
  'car-and-order-details': () => import('./car-and-order-details/CarDetailsStep').then((m) => m.CarDetailsStep),
  'user-details': () => import('./user-details/UserDetailsStep').then((m) => m.UserDetailsStep),
  'time-slots': () => import('./time-slots/TimeSlotsStep').then((m) => m.TimeSlotsStep),
  'payment-method': () => import('./payment-method/PaymentMethodStep').then((m) => m.PaymentMethodStep),
};

/** A step's component, loaded on first use (the module system keeps it for the next). */
export const loadStep = (step: LaterStep): Promise<ComponentType> => LOADERS[step]();

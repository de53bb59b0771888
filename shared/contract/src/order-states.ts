import { z } from 'zod';
import { ORDER_STATES } from './order-state-names';

// The states' names and labels are zod-free (order-state-names.ts, part of @chargevalet/contract/core).
export * from './order-state-names';
export const orderStateSchema = z.enum(ORDER_STATES);

import { z } from 'zod';
import { ORDER_STATES } from './order-states-core';

// The states' names and labels are zod-free (order-states-core.ts, part of @chargevalet/contract/core).
export * from './order-states-core';
export const orderStateSchema = z.enum(ORDER_STATES);

import { z } from 'zod';

export const ROLES = ['customer', 'driver', 'manager'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;


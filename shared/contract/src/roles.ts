import { z } from 'zod';
import { ROLES } from './roles-core';

// The roles are zod-free (roles-core.ts, part of @chargevalet/contract/core).
export * from './roles-core';
export const roleSchema = z.enum(ROLES);

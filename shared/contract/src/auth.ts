import { z } from 'zod';
import { text } from './text';
import { msg } from './messages';
import { emailRule } from './rules';
import { roleSchema } from './roles';
import { LOCALES } from './locale';

export const loginRequestSchema = z.object({
  email: emailRule,
  password: text().min(1, msg('passwordRequired')),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** GET /api/user */
export const userSchema = z.object({
  id: z.string(),
  role: roleSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  locale: z.enum(LOCALES),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ data: userSchema });
export { PAGE_START_ID, type PageStart } from './start-paths';

/** GET /api/user?optional=1 (CURRENT_USER_PATH, start-paths.ts). */
export const currentUserQuerySchema = z.object({ optional: z.literal('1').optional() });
export const currentUserResponseSchema = z.object({ data: userSchema.nullable() });

export const ROLES = ['customer', 'driver', 'manager'] as const;
export type Role = (typeof ROLES)[number];

import type { Role } from '@chargevalet/contract';

/** Where each role lands after signing in (unless it came from a protected page). */
export function landingPathFor(role: Role): string {
  switch (role) {
    case 'manager':
      return '/dashboard';
    case 'driver':
      return '/profile/active-order';
    case 'customer':
    default:
      return '/profile/orders';
  }
}

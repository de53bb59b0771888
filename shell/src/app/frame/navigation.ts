import type { Role } from '@chargevalet/contract';

export interface NavItem {
  to: string;
  /** Key in the frame namespace. */
  labelKey: string;
}

/** Sidebar links per role (SPEC §2: customers and drivers; managers get their area's links). */
export function navigationFor(role: Role): NavItem[] {
  switch (role) {
    case 'customer':
      return [
        { to: '/profile/orders', labelKey: 'nav.orders' },
        { to: '/profile/active-order', labelKey: 'nav.activeOrder' },
        { to: '/book-a-service/select-package', labelKey: 'nav.bookService' },
        { to: '/profile/settings', labelKey: 'nav.settings' },
      ];
    case 'driver':
      return [
        { to: '/profile/active-order', labelKey: 'nav.activeOrder' },
        { to: '/profile/calendar', labelKey: 'nav.calendar' },
      ];
    case 'manager':
      return [
        { to: '/dashboard', labelKey: 'nav.dashboard' },
        { to: '/orders', labelKey: 'nav.managerOrders' },
        { to: '/profile/manager-calendar', labelKey: 'nav.calendar' },
        { to: '/profile/drivers', labelKey: 'nav.drivers' },
        { to: '/profile/active-orders', labelKey: 'nav.activeOrders' },
      ];
  }
}

/** The manager's driver calls' routes and URLs (the table and the answers: drivers.ts). */
export const MANAGER_DRIVER_ROUTES = {
  list: '/api/manager/drivers',
  one: '/api/manager/driver/:id',
  invitation: '/api/manager/driver/:id/invitation',
} as const;

export const managerDriverPaths = {
  list: (query = ''): string => (query ? `${MANAGER_DRIVER_ROUTES.list}?query=${encodeURIComponent(query)}` : MANAGER_DRIVER_ROUTES.list),
  one: (id: string): string => `/api/manager/driver/${encodeURIComponent(id)}`,
  invitation: (id: string): string => `/api/manager/driver/${encodeURIComponent(id)}/invitation`,
} as const;

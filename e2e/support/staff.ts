import { expect, request, type APIRequestContext } from '@playwright/test';
import type { OrderState } from '@chargevalet/contract';
import { DEMO_PASSWORD, DEMO_USERS, SHELL_URL } from './topology';

/** A tiny JPEG: the photo of a handover record. */
export const PHOTO = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAIG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AkBLNAAAAAAAAAAAAAAAAAAAAAAP/2Q==',
  'base64',
);

/** The driver's steps after the assignment; a handover record comes first where the state needs it. */
export const DRIVER_STEPS: { state: OrderState; record?: 'pickup' | 'return' }[] = [
  { state: 'on_the_way_to_pickup' },
  { state: 'on_the_way_to_station', record: 'pickup' },
  { state: 'charging' },
  { state: 'on_the_way_to_return' },
  { state: 'returned', record: 'return' },
];

export interface Staff {
  api: APIRequestContext;
  post(path: string, options?: Parameters<APIRequestContext['post']>[1]): Promise<unknown>;
}

/** A signed-in API context of a demo staff member, with a CSRF-carrying POST (as the browser's API client does). */
export async function staff(email: string): Promise<Staff> {
  const api = await request.newContext({ baseURL: SHELL_URL });
  const post = async (path: string, options: Parameters<APIRequestContext['post']>[1] = {}) => {
    await api.get('/sanctum/csrf-cookie');
    const token = decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    const response = await api.post(path, { ...options, headers: { ...options.headers, 'X-XSRF-TOKEN': token } });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  await post('/login', { data: { email, password: DEMO_PASSWORD } });
  return { api, post };
}

/** The manager assigns the suggested driver (whoever is free at that time); returns the driver's e-mail. */
export async function assignSuggestedDriver(orderId: string, { seeded = true } = {}): Promise<string> {
  const manager = await staff(DEMO_USERS.manager);
  try {
    const suggestions = (await (await manager.api.get(`/api/manager/order/${orderId}/driver-suggestions`)).json()) as { data: { id: string; email: string }[] };
    // a seeded driver, who signs in with the demo password (other journeys invite drivers who have none yet)
    const driver = suggestions.data.find((d) => !seeded || /^driver\d+@chargevalet\.test$/.test(d.email));
    expect(driver, 'a driver is free at that time').toBeDefined();
    const assigned = (await manager.post(`/api/manager/order/${orderId}/assign/driver/${driver!.id}`)) as { data: { state: string } };
    expect(assigned.data.state).toBe('assigned');
    return driver!.email;
  } finally {
    await manager.api.dispose();
  }
}

/** The manager moves an assigned order through the driver's steps to `returned` (a manager is not held by the records). */
export async function managerMovesToReturned(orderId: string): Promise<void> {
  const manager = await staff(DEMO_USERS.manager);
  try {
    for (const step of DRIVER_STEPS) await manager.post(`/api/manager/order/status/${orderId}`, { data: { status: step.state } });
  } finally {
    await manager.api.dispose();
  }
}

/**
 * The assigned driver takes the order through every step to `returned`, with the handover records;
 * `afterStep` lets a journey check what its open page shows after each one.
 */
export async function driveToReturned(
  driverEmail: string,
  order: { id: string; identity: string },
  afterStep: (state: OrderState) => Promise<void> = async () => {},
): Promise<void> {
  const driver = await staff(driverEmail);
  try {
    for (const [index, step] of DRIVER_STEPS.entries()) {
      if (step.record) {
        await driver.post(`/api/driver/order/${order.identity}/handover`, {
          multipart: { kind: step.record, mileage: String(42_100 + index), charge_level: '40', notes: '—', photos: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: PHOTO } },
        });
      }
      await driver.post(`/api/driver/order/status/${order.id}`, { data: { status: step.state } });
      await afterStep(step.state);
    }
  } finally {
    await driver.api.dispose();
  }
}

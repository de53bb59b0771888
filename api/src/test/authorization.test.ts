/**
 * The authorization matrix: every operation of the OpenAPI document under `/api/{manager|driver|customer}/` answers
 * 401 to a visitor without an account and 403 to every other role — before it reads its input, so that a wrong role
 * learns nothing about the body it would need. A new route that forgets its `requireRole` fails here.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, DEMO_USERS, login, type TestAgent, type TestApp } from './app';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi-fuzz';

const ROLES = ['customer', 'manager', 'driver'] as const satisfies readonly Role[];

/** The role a path belongs to, by its prefix; null for the calls every visitor may make. */
const ownerOf = (path: string): (typeof ROLES)[number] | null => ROLES.find((role) => path.startsWith(`/api/${role}/`)) ?? null;

/** A request with well-formed path parameters (a fresh UUID) and no body: the role check answers first. */
const urlOf = (operation: Operation): string => operation.path.replace(/\{[^}]+\}/g, () => randomUUID());

describe(`authorization matrix over the OpenAPI document [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let operations: Operation[];
  const agents = new Map<string, TestAgent>();

  beforeAll(async () => {
    t = await createTestApp();
    const doc: OpenApiDocument = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // The streams never end under inject; they use the same preHandler and have their own tests over HTTP.
    operations = operationsOf(doc).filter((operation) => ownerOf(operation.path));
    agents.set('anonymous', await csrf(t.app));
    for (const role of ROLES) agents.set(role, await login(t.app, DEMO_USERS.find((user) => user.role === role)!.email));
  });
  afterAll(() => t.close());

  it('covers the calls of every role', () => {
    for (const role of ROLES) expect(operations.filter((operation) => ownerOf(operation.path) === role).length).toBeGreaterThan(3);
  });

  it('401 without an account and 403 for every other role, on every role-owned call', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const owner = ownerOf(operation.path)!;
      for (const [who, expected] of [['anonymous', 401], ...ROLES.filter((role) => role !== owner).map((role) => [role, 403] as const)] as const) {
        const response = await agents.get(who)!.request({ method: operation.method, url: urlOf(operation) });
        if (response.statusCode !== expected) wrong.push(`${operation.method} ${operation.path} as ${who}: ${response.statusCode}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

import { hash, verify } from '@node-rs/argon2';

/** Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); ~11 ms a hash on this machine class. */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password or a malformed hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A valid hash of a random secret: verifying against it when the e-mail is unknown costs as much as a real check,
 * so response times do not reveal which e-mail addresses have accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(`dummy-${Math.random()}-${Date.now()}`, OPTIONS);
  return dummyHash;
}

import { REMOTE_NAMES, STAFF_REMOTES } from '@chargevalet/contract/core';
import type { RemoteName, Role } from '@chargevalet/contract';

/** Which remotes a session may register: staff remotes only for staff (DESIGN §2). */
export function remotesAllowedFor(role: Role | null): RemoteName[] {
  return REMOTE_NAMES.filter((name) => {
    const staff = STAFF_REMOTES[name];
    return !staff || (role !== null && (staff as readonly string[]).includes(role));
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remotePagesSchema, type RemoteName, type RemotePages } from '@chargevalet/contract';
import type { RemotePagesStates } from '../../routes/routeTable';
import type { RemotePagesLoader } from '../remotePages';

/**
 * The page declarations the remotes ship today (each remote's src/pages.json, read as files: the shell's code
 * imports no remote), for tests of the shell's routing and sidebar.
 */
export const DECLARED: Record<RemoteName, RemotePages> = Object.fromEntries(
  REMOTE_NAMES.map((name) => [
    name,
    remotePagesSchema.parse(JSON.parse(readFileSync(path.resolve(__dirname, `../../../../../mfe-${name}/src/pages.json`), 'utf8'))),
  ]),
) as Record<RemoteName, RemotePages>;

/** Every remote answered with its declaration. */
export const ALL_READY: RemotePagesStates = Object.fromEntries(REMOTE_NAMES.map((name) => [name, { status: 'ready', pages: DECLARED[name] }]));

/** A pages loader answering with the shipped declarations. */
export const declaredPagesLoader: RemotePagesLoader = async (name) => DECLARED[name];

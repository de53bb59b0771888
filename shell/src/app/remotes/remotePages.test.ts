import type { PageStart } from '@chargevalet/contract';
import { DECLARED } from './testing/declaredPages';
import { pageStartDeclarations } from './remotePages';

const remotes = { booking: '/remotes/booking/mf-manifest.json', profile: '/remotes/profile/mf-manifest.json', manager: '/remotes/manager/mf-manifest.json', driver: '/remotes/driver/mf-manifest.json' };
const start = (manifests: Record<string, unknown>): PageStart => ({ user: null, remotes, manifests });

test("pageStartDeclarations: the declaration in the page's remote's manifest, under that remote's name", () => {
  expect(pageStartDeclarations(start({ [remotes.manager]: { metaData: { pages: DECLARED.manager } } }))).toEqual({ manager: DECLARED.manager });
});

test('pageStartDeclarations: nothing from an invalid declaration, a manifest at an address no remote is at, or a page without a start', () => {
  expect(pageStartDeclarations(start({ [remotes.manager]: { metaData: { pages: { pages: [] } } } }))).toEqual({});
  expect(pageStartDeclarations(start({ [remotes.manager]: 'not a manifest', [remotes.profile]: null }))).toEqual({});
  expect(pageStartDeclarations(start({ '/elsewhere/mf-manifest.json': { metaData: { pages: DECLARED.manager } } }))).toEqual({});
  expect(pageStartDeclarations({ user: null, remotes })).toEqual({});
  expect(pageStartDeclarations(null)).toEqual({});
});

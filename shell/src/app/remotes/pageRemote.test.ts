import type { PageStart } from '@chargevalet/contract';
import { pageRemote } from './pageRemote';
import { DECLARED } from './testing/declaredPages';

const remotes = {
  booking: '/remotes/booking/mf-manifest.json',
  profile: '/remotes/profile/mf-manifest.json',
  manager: '/remotes/manager/mf-manifest.json',
  driver: '/remotes/driver/mf-manifest.json',
};
const start = (manifests: PageStart['manifests']): PageStart => ({ user: null, remotes, manifests });

test('the remote whose manifest came with the page, by its configured URL, with the pages it declares', () => {
  const found = pageRemote(start({ [remotes.profile]: { metaData: { pages: DECLARED.profile } } }));
  expect(found).toEqual({ name: 'profile', pages: DECLARED.profile });
});

test('none without a page start, without a manifest, for a URL no remote is configured at, or without valid pages', () => {
  expect(pageRemote(null)).toBeNull();
  expect(pageRemote(start(undefined))).toBeNull();
  expect(pageRemote(start({ '/elsewhere/mf-manifest.json': { metaData: { pages: DECLARED.profile } } }))).toBeNull();
  expect(pageRemote(start({ [remotes.manager]: { metaData: { pages: { pages: [{ path: 'no-slash' }] } } } }))).toBeNull();
  expect(pageRemote(start({ [remotes.manager]: null }))).toBeNull();
});

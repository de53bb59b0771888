/**
 * @chargevalet/platform/testing: helpers for jest tests only. Never import this from application code (it uses
 * jest globals and is not part of any bundle); the package's main entry does not re-export it.
 */
export { mockApi, type ApiMock, type MockAnswer } from './mockApi';
export { renderRemoteApp, areaRemoteSmokeTests, pageDeclarationTests, type AreaRemoteSmokeTests } from './renderRemoteApp';
export { orderFixture, orderItemFixture } from './orderFixture';
export { renderRemoteAt } from './renderRemoteAt';
export { FakeEventSource, installFakeEventSource } from './fakeEventSource';
export { labelInNameMismatches } from './labelInName';

import { areaRemoteSmokeTests, pageDeclarationTests } from '@chargevalet/platform/testing';
import App, { PAGE_COMPONENTS } from './App';
import declaration from './pages.json';

pageDeclarationTests(declaration, PAGE_COMPONENTS);

areaRemoteSmokeTests({
  remote: 'profile',
  App,
  home: { path: '/profile/settings', heading: 'Settings', nav: ['My orders', 'Active order', 'Settings', 'Calendar'] },
  withParams: { path: '/orders/17', heading: 'Orders Details', text: /Order 17 is loading/ },
});

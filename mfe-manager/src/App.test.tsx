import { areaRemoteSmokeTests, pageDeclarationTests } from '@chargevalet/platform/testing';
import App, { PAGE_COMPONENTS } from './App';
import declaration from './pages.json';

pageDeclarationTests(declaration, PAGE_COMPONENTS);

areaRemoteSmokeTests({
  remote: 'manager',
  App,
  home: { path: '/profile/drivers', heading: 'Drivers', nav: ['Dashboard', 'Orders', 'Calendar', 'Drivers', 'Active orders'] },
  withParams: { path: '/orders/17/edit', heading: 'Edit order', text: /Back to the order/ },
});

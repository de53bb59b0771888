import { areaRemoteSmokeTests } from '@chargevalet/platform/testing';
import App from './App';

areaRemoteSmokeTests({
  remote: 'manager',
  App,
  home: { path: '/profile/drivers', heading: 'Drivers', nav: ['Dashboard', 'Orders', 'Calendar', 'Drivers', 'Active orders'] },
  withParams: { path: '/orders/17/edit', heading: 'Edit order', text: /Back to the order/ },
});

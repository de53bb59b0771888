import { areaRemoteSmokeTests } from '@chargevalet/platform/testing';
import App from './App';

areaRemoteSmokeTests({
  remote: 'profile',
  App,
  home: { path: '/profile/settings', heading: 'Settings', nav: ['My orders', 'Active order', 'Settings', 'Calendar'] },
  withParams: { path: '/orders/17', heading: 'Orders Details', text: /Order 17 is loading/ },
});

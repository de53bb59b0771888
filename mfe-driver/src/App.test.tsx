import { areaRemoteSmokeTests } from '@chargevalet/platform/testing';
import App from './App';

areaRemoteSmokeTests({
  remote: 'driver',
  App,
  home: { path: '/profile/active-order', heading: 'Active order', nav: ['Active order'] },
  withParams: { path: '/orders/CV-7K4Q2M', heading: 'Order', text: /CV-7K4Q2M/ },
});

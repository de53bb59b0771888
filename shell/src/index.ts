import { boot } from './boot';

// Async boundary: Module Federation negotiates the shared singletons before the app's code runs. On a build-time
// page the app starts on the first interaction (boot.ts); the prefetch hint fetches its code at low priority
// meanwhile.
boot(document.getElementById('root')!, () => import(/* webpackPrefetch: true */ './bootstrap'));

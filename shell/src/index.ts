// Async boundary: Module Federation negotiates the shared singletons before the app's code runs. A build-time page
// (#root[data-ssr], shared/build/prerender.mjs) is hydrated as soon as it has arrived (bootstrap.ts, startApp.tsx).
void import('./bootstrap');

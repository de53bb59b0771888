// Async boundary: Module Federation negotiates the shared singletons before the app's code runs. A build-time page
// (#root[data-ssr], shared/build/prerender.mjs) is hydrated as soon as it has arrived (bootstrap.ts, startApp.tsx).
// In the task after this file's own (issue 29, Total Blocking Time): setting up the federation runtime and asking for
// the start's shared modules and chunks were one task of ~0.3-0.5 s on a throttled phone.
setTimeout(() => void import('./bootstrap'), 0);

// A module (the test imports it), although it exports nothing.
export {};

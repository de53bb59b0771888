/**
 * The start in steps, each in a task of its own (issue 29, Total Blocking Time): React's DOM renderer, the platform
 * (Chakra, emotion, i18next, the query client), the Chakra system, the app's modules, then the hydration
 * (startApp.tsx). Their code arrived with this chunk (`webpackMode: "eager"`: no request of its own); what costs is
 * running it the first time, which in one task held a throttled phone's main thread for ~0.5 s, input included.
 * Between the steps the browser paints and answers input (a tap on a build-time page meanwhile is kept by the
 * page's inline script and replayed by the hydrated page).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { getSystem } = await import(/* webpackMode: "eager" */ '@chargevalet/platform');
  await nextTask();
  getSystem();
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  await import(/* webpackMode: "eager" */ './startApp');
}

void start();

// A module, although it imports only on demand (the async boundary imports it).
export {};

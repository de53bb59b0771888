declare const __CV_APP__: string;

/** A remote's server entry, compiled into the shell's server renderer (shell/rspack.server.config.mjs). */
declare module 'booking/server' {
  import type { ComponentType } from 'react';
  const App: ComponentType;
  export default App;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerConfig } from '@chargevalet/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

// The first-visit pages' server renderer (shell/src/server); the booking remote's first step through its server entry.
export default createServerConfig({
  dir,
  entry: './src/server/renderPage.tsx',
  remotes: { booking: path.join(dir, '../mfe-booking/src/server.ts') },
});

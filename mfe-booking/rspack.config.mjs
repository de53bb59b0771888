import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@chargevalet/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

// Remote "booking": exposes ./App (src/App.tsx) and emits mf-manifest.json; `pnpm --filter @chargevalet/mfe-booking dev` runs it alone.
export default createAppConfig({ name: 'booking', dir, port: 3001, exposes: { './App': './src/App.tsx' }, title: 'ChargeValet booking' });

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@chargevalet/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

// Remote "driver": exposes ./App (src/App.tsx) and emits mf-manifest.json; `pnpm --filter @chargevalet/mfe-driver dev` runs it alone.
export default createAppConfig({ name: 'driver', dir, port: 3004, exposes: { './App': './src/App.tsx' }, title: 'ChargeValet driver' });

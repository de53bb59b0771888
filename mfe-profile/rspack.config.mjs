import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@chargevalet/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

// Remote "profile": exposes ./App (src/App.tsx) and emits mf-manifest.json; `pnpm --filter @chargevalet/mfe-profile dev` runs it alone.
export default createAppConfig({ name: 'profile', dir, port: 3002, exposes: { './App': './src/App.tsx' }, title: 'ChargeValet profile' });

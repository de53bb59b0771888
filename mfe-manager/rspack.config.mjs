import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@chargevalet/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

// Remote "manager": exposes ./App (src/App.tsx) and emits mf-manifest.json; `pnpm --filter @chargevalet/mfe-manager dev` runs it alone.
export default createAppConfig({ name: 'manager', dir, port: 3003, exposes: { './App': './src/App.tsx' }, title: 'ChargeValet manager' });

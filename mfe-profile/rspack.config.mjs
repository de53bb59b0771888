import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@chargevalet/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

// Remote "profile": exposes ./App (src/App.tsx) and ./CustomerCard (the account card in the shell's sidebar) and
// emits mf-manifest.json; `pnpm --filter @chargevalet/mfe-profile dev` runs it alone.
export default createAppConfig({
  name: 'profile',
  dir,
  port: 3002,
  exposes: { './App': './src/App.tsx', './CustomerCard': './src/customer-card/CustomerCard.tsx' },
  title: 'ChargeValet profile',
});

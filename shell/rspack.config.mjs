import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@chargevalet/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({ name: 'shell', dir, port: 3000, isHost: true, title: 'ChargeValet' });

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from './version';

test('the contract version is the package version (the build shares the contract by the package version)', () => {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  expect(CONTRACT_VERSION).toBe(pkg.version);
});

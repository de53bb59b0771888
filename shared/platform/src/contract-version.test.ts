import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLATFORM_CONTRACT_VERSION, isPlatformContractCompatible } from './contract-version';

test('the contract version is the package version (the build writes the package version into each remote manifest)', () => {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  expect(PLATFORM_CONTRACT_VERSION).toBe(pkg.version);
});

test('same major and at least the remote minor: compatible; patches do not count', () => {
  expect(isPlatformContractCompatible('1.0.0', '1.0.0')).toBe(true);
  expect(isPlatformContractCompatible('1.0.0', '1.3.0')).toBe(true);
  expect(isPlatformContractCompatible('1.2.5', '1.2.0')).toBe(true);
  expect(isPlatformContractCompatible('1.2.0', '1.1.9')).toBe(false);
  expect(isPlatformContractCompatible('2.0.0', '1.9.0')).toBe(false);
  expect(isPlatformContractCompatible('1.0.0', '2.0.0')).toBe(false);
});

test('a remote that declares no valid version is refused', () => {
  expect(isPlatformContractCompatible(undefined, '1.0.0')).toBe(false);
  expect(isPlatformContractCompatible('0.1', '1.0.0')).toBe(false);
  expect(isPlatformContractCompatible(1, '1.0.0')).toBe(false);
});

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * One German word per thing across every app and the server (issue 12): a word the glossary replaced must not come
 * back in any text of the product. Scans the sources (not the tests, which may name the old word on purpose).
 */
const REPLACED: Record<string, string> = { Ladekarte: 'Tankkarte' };

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-booking', 'mfe-profile', 'mfe-manager', 'mfe-driver', 'shared/platform', 'shared/contract', 'api'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('German glossary', () => {
  it.each(Object.entries(REPLACED))('says %s nowhere (it is %s)', (old) => {
    const found = APPS.flatMap((app) => sources(path.join(ROOT, app, 'src'))).filter((file) => readFileSync(file, 'utf8').includes(old));
    expect(found.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

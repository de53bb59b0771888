// `npm run dev`: the API with reload and every app's dev server, in one terminal; Ctrl+C stops them all.
import { spawn } from 'node:child_process';
import { ROOT, pnpmCommand } from './lib/run.mjs';

const [command, ...prefix] = pnpmCommand();
const targets = ['api', 'shell', 'mfe-booking', 'mfe-profile', 'mfe-manager', 'mfe-driver'];
const children = targets.map((target) => {
  const child = spawn(command, [...prefix, '--filter', `@chargevalet/${target}`, 'dev'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefixLines = (chunk) => chunk.toString().split('\n').filter(Boolean).map((line) => `[${target}] ${line}`).join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefixLines(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefixLines(chunk)));
  return child;
});
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

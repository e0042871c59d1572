#!/usr/bin/env node
// `npm start`: builds the web app only when its sources changed since the last build, then runs the
// server in this process's place (signals are passed on, so Ctrl-C and SIGTERM stop it cleanly).
import { spawn, spawnSync } from 'node:child_process';
import { webBuildIsCurrent } from './lib/web-build.mjs';

if (webBuildIsCurrent()) {
  console.log('Neelami: the web app is up to date (dist/web)');
} else {
  console.log('Neelami: building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

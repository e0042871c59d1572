#!/usr/bin/env node
// Development: the API server on :3000 (restarts on change) and Vite on :5173 (hot reload, proxies /api and /media).
import { spawn } from 'node:child_process';

const children = [
  // The pages come from Vite's origin, which the API must accept as its own (ALLOWED_ORIGINS).
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

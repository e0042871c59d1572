#!/usr/bin/env node
// `npm run db:reset`: starts the embedded setup over. Deletes DATA_DIR (./data: the PGlite database,
// uploaded images and documents) after a confirmation; the next `npm start` seeds a fresh demo world.
// `--yes` skips the question. A PostgreSQL database (DATABASE_URL) is never touched.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: db:reset only deletes the embedded database. Drop and recreate that database yourself.');
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist. The next npm start seeds a fresh demo world.`);
  process.exit(0);
}
if (!process.argv.includes('--yes')) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`Delete ${dataDir} (the embedded database, uploaded images and documents) and start over? [y/N] `);
  rl.close();
  if (!/^y(es)?$/i.test(answer.trim())) {
    console.log('Nothing deleted.');
    process.exit(0);
  }
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Deleted ${dataDir}. The next npm start seeds a fresh demo world.`);

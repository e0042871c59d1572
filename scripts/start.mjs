#!/usr/bin/env node
// `npm start`: builds what is out of date (the web app into dist/web, the server into dist/server),
// then runs the compiled server in this very process, so a signal to it (Ctrl-C, SIGTERM) reaches the
// server's own clean shutdown and no child of it can be left running.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';
import { SERVER_OUTPUT, serverBuildIsCurrent, webBuildIsCurrent } from './lib/web-build.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const say = (what) => console.log(`Neelami: ${what}`);

if (webBuildIsCurrent(ROOT)) {
  say('the web app is up to date (dist/web)');
} else {
  say('building the web app…');
  // NOTE: in a process of its own, so that none of the build's modules and workers stay with the server.
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-web.mjs')], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!serverBuildIsCurrent(ROOT)) {
  say('compiling the server…');
  await buildServer({ root: ROOT });
}

// NOTE: npm runs this through `sh -c`, and on SIGTERM npm signals that shell, which dies without
// passing the signal on: the server would run on, orphaned. So under npm, when the shell is gone, the
// server stops the same clean way. (Started directly, it outlives its parent: `nohup node …` is meant.)
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 250).unref();
}

await import(pathToFileURL(path.join(ROOT, SERVER_OUTPUT)).href);

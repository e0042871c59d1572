import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_INPUTS, SERVER_OUTPUT, serverBuildIsCurrent, WEB_INPUTS, WEB_OUTPUT, webBuildIsCurrent } from './web-build.mjs';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A project whose every input was last changed at `inputsAt` (seconds), and optionally both builds at `builtAt`. */
function project(inputsAt: number, builtAt?: number) {
  root = mkdtempSync(path.join(os.tmpdir(), 'neelami-web-build-'));
  for (const input of new Set([...WEB_INPUTS, ...SERVER_INPUTS])) {
    const file = input.includes('.') ? path.join(root, input) : path.join(root, input, 'main.tsx');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'x');
    utimesSync(file, inputsAt, inputsAt);
    if (!input.includes('.')) utimesSync(path.dirname(file), inputsAt, inputsAt);
  }
  if (builtAt !== undefined) {
    for (const output of [WEB_OUTPUT, SERVER_OUTPUT]) {
      const out = path.join(root, output);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, 'built');
      utimesSync(out, builtAt, builtAt);
    }
  }
  return root;
}

describe('webBuildIsCurrent', () => {
  it('builds when nothing was built yet', () => {
    expect(webBuildIsCurrent(project(1_000))).toBe(false);
  });

  it('skips the build when it is newer than every source', () => {
    expect(webBuildIsCurrent(project(1_000, 2_000))).toBe(true);
  });

  it('builds again when one source changed after the build, however deep', () => {
    const dir = project(1_000, 2_000);
    const changed = path.join(dir, 'src/web/features/bids/bid-form.tsx');
    mkdirSync(path.dirname(changed), { recursive: true });
    writeFileSync(changed, 'y');
    utimesSync(changed, 3_000, 3_000);
    expect(webBuildIsCurrent(dir)).toBe(false);
  });
});

describe('serverBuildIsCurrent', () => {
  it('compiles the server when it was never compiled, and skips it when it is newer than every source', () => {
    expect(serverBuildIsCurrent(project(1_000))).toBe(false);
    expect(serverBuildIsCurrent(project(1_000, 2_000))).toBe(true);
  });

  it('compiles the server again, and only the server, when a server source changed', () => {
    const dir = project(1_000, 2_000);
    const changed = path.join(dir, 'src/server/modules/bids/bids.service.ts');
    mkdirSync(path.dirname(changed), { recursive: true });
    writeFileSync(changed, 'y');
    utimesSync(changed, 3_000, 3_000);
    expect(serverBuildIsCurrent(dir)).toBe(false);
    expect(webBuildIsCurrent(dir)).toBe(true);
  });
});

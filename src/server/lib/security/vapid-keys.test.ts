import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateVapidDetails, loadVapidDetails, VAPID_KEYS_FILE, VapidKeyError } from './vapid-keys';

const SUBJECT = 'mailto:ops@neelami.in';
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'neelami-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadVapidDetails', () => {
  it('generates a pair in the data directory on first start and reads the same pair afterwards', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = loadVapidDetails({ keys: undefined, subject: SUBJECT, dataDir, mayGenerate: true });
    expect(first).not.toBeNull();
    expect(Buffer.from(first!.publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first!.publicKey, privateKey: first!.privateKey });
    expect(loadVapidDetails({ keys: undefined, subject: SUBJECT, dataDir, mayGenerate: true })).toEqual(first);
  });

  it('prefers the configured pair, and checks that its halves belong together', () => {
    const { publicKey, privateKey } = generateVapidDetails();
    const dataDir = tempDir();
    expect(loadVapidDetails({ keys: { publicKey, privateKey }, subject: SUBJECT, dataDir, mayGenerate: false })).toEqual({
      subject: SUBJECT,
      publicKey,
      privateKey,
    });
    const stranger = generateVapidDetails();
    expect(() =>
      loadVapidDetails({ keys: { publicKey: stranger.publicKey, privateKey }, subject: SUBJECT, dataDir, mayGenerate: true }),
    ).toThrow(VapidKeyError);
  });

  it('turns push off when the server may not keep a pair of its own (production on PostgreSQL)', () => {
    const dataDir = tempDir();
    expect(loadVapidDetails({ keys: undefined, subject: SUBJECT, dataDir, mayGenerate: false })).toBeNull();
    expect(() => statSync(path.join(dataDir, VAPID_KEYS_FILE))).toThrow();
  });
});

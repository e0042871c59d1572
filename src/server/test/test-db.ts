import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

export const TMP_DIR = path.resolve(fileURLToPath(new URL('../../../.tmp', import.meta.url)));
export const TEST_MEDIA_ROOT = path.join(TMP_DIR, 'media');

export function adminUrl(url: string, dbName: string): string {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
}

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

/** A fresh, migrated database of its own for one test file. */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    const image = readFileSync(inject('pgliteImage'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([image]) });
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `neelami_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDb')}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: adminUrl(base, name) });
  return {
    ...database,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * `npm run admin:create -- --email admin@bank.example [--name "Full Name"]`: creates the first admin
 * (or another) on the configured database, so a production server needs no demo world. The password
 * is read from standard input when it is piped (`printf '%s\n' "$PASSWORD" | npm run admin:create -- …`),
 * or asked for twice without echo on a terminal; it is never an argument (shell history, `ps`).
 * NOTE: an embedded (PGlite) database can be opened by one process at a time: stop the server first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../shared/domain/constants';
import { ConfigError, parseConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import { insertAccount } from '../modules/accounts/accounts.service';

const ArgsSchema = z.object({
  email: z.email('--email must be an e-mail address'),
  name: z.string().trim().min(1).max(120).default('Administrator'),
});

/** A line from standard input: piped, or typed on a terminal with nothing echoed. */
async function readSecret(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let data = '';
    for await (const chunk of stdin) data += String(chunk);
    return data.split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (buf: Buffer) => {
      for (const ch of buf.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const args = ArgsSchema.safeParse(values);
  if (!args.success)
    throw new ConfigError(`Usage: npm run admin:create -- --email <e-mail> [--name "Full Name"]\n${args.error.issues[0]?.message}`);

  const password = await readSecret('Password for the new admin: ');
  if (password.length < PASSWORD_MIN_LENGTH) throw new ConfigError(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (process.stdin.isTTY && (await readSecret('Repeat it: ')) !== password) throw new ConfigError('The two passwords differ.');

  const config = parseConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    const created = await database.db.transaction(async (tx) => {
      if (await accountsRepository.emailTaken(tx, args.data.email)) return false;
      await insertAccount(tx, {
        email: args.data.email,
        name: args.data.name,
        password,
        roles: ['admin'],
        profile: { verificationStatus: 'verified', approvedAt: new Date() },
      });
      return true;
    });
    if (!created) throw new ConfigError(`An account with ${args.data.email} exists already; nothing was changed.`);
    console.log(`Created the admin ${args.data.email}. Sign in at ${config.publicUrl}/auth.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});

import { z } from 'zod';
import { DEFAULT_HOLIDAYS } from '../shared/domain/sale';

const bool = z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no']).transform((v) => ['true', '1', 'on', 'yes'].includes(v));

/** Every environment variable the server reads (listed in the README's configuration table). */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    ALLOWED_ORIGINS: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'every allowed origin must be an http(s) URL like http://localhost:5173' }))),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Neelami <no-reply@neelami.in>'),
    DEMO_MODE: bool.optional(),
    SEED: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).default(1000),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: bool.default(false),
    HOLIDAYS: z
      .string()
      .optional()
      .transform((v) =>
        v === undefined
          ? undefined
          : v
              .split(',')
              .map((d) => d.trim())
              .filter(Boolean),
      )
      .pipe(z.array(z.iso.date('every holiday must be a date like 2026-10-02')).optional()),
  })
  .refine((e) => e.NODE_ENV !== 'production' || Boolean(e.AUTH_SECRET), {
    path: ['AUTH_SECRET'],
    message: 'required when NODE_ENV=production',
    // NOTE: checked even when other variables are bad, so every problem is reported at once.
    when: () => true,
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  /** Where the server listens: HOST, else loopback in demo mode and every interface otherwise. */
  host: string;
  port: number;
  publicUrl: string;
  /** Origins besides PUBLIC_URL's that may make state-changing requests (the Vite dev server's in development). */
  allowedOrigins: string[];
  dataDir: string;
  mediaDir: string;
  /** Auction documents: outside mediaDir, so never served by the public /media route. */
  documentsDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoMode: boolean;
  seed: boolean;
  logLevel: string;
  schedulerIntervalMs: number;
  /** Sign-in and sign-up attempts per minute per client address. */
  authRateLimit: number;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (else the socket's, which no caller can forge). */
  trustProxy: boolean;
  /** Dates (IST, YYYY-MM-DD) that are not working days for a sale's payment deadlines, besides Sundays. */
  holidays: string[];
};

/** Parses the environment once; every problem is reported together. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const dataDir = e.DATA_DIR;
  const demoMode = e.DEMO_MODE ?? e.NODE_ENV !== 'production';
  return {
    env: e.NODE_ENV,
    // NOTE: demo mode lets anyone create and reset bidding accounts, so unless HOST says otherwise it
    // listens on loopback only ('localhost': both 127.0.0.1 and ::1); without it, on every interface.
    host: e.HOST ?? (demoMode ? 'localhost' : '0.0.0.0'),
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    allowedOrigins: e.ALLOWED_ORIGINS,
    dataDir,
    mediaDir: `${dataDir.replace(/\/$/, '')}/media`,
    documentsDir: `${dataDir.replace(/\/$/, '')}/documents`,
    databaseUrl: e.DATABASE_URL,
    // NOTE: a fixed development secret keeps sessions valid across restarts of the embedded setup;
    // production refuses to start without AUTH_SECRET (checked in EnvSchema).
    authSecret: e.AUTH_SECRET ?? 'neelami-development-secret-change-me-in-production',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoMode,
    // NOTE: production never gets the demo world (and its printed admin password) unless asked for.
    seed: e.SEED ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    holidays: e.HOLIDAYS ?? [...DEFAULT_HOLIDAYS],
  };
}

export class ConfigError extends Error {}

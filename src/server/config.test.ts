import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';
import { DEFAULT_HOLIDAYS } from '../shared/domain/sale';

const SECRET = 'a-production-secret-of-at-least-32-chars';

/** The message parseConfig throws for an environment, or fails the test when it does not throw. */
function configError(env: NodeJS.ProcessEnv): string {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error('parseConfig accepted a bad environment');
}

describe('parseConfig', () => {
  it('starts the embedded setup on port 3000 with ./data and PGlite when nothing is set', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      // Demo mode is on: loopback only.
      host: 'localhost',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      mediaDir: './data/media',
      documentsDir: './data/documents',
      seed: true,
      logLevel: 'info',
      schedulerIntervalMs: 1000,
      catalogueCacheMs: 5000,
      authRateLimit: 10,
      mailFrom: 'Neelami <no-reply@neelami.in>',
    });
    // No DATABASE_URL means PGlite under DATA_DIR (main.ts opens PostgreSQL only with a URL).
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and SMTP_URL, and derives the media folders and public URL', () => {
    const config = parseConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/neelami/',
      DATABASE_URL: 'postgres://neelami@db.internal:5432/neelami',
      SMTP_URL: 'smtp://mail.internal:25',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toBe('/var/lib/neelami/');
    expect(config.mediaDir).toBe('/var/lib/neelami/media');
    expect(config.documentsDir).toBe('/var/lib/neelami/documents');
    expect(config.databaseUrl).toBe('postgres://neelami@db.internal:5432/neelami');
    expect(config.smtpUrl).toBe('smtp://mail.internal:25');
  });

  it('listens on loopback while demo mode is on, on every interface when it is off, and where HOST says when set', () => {
    expect(parseConfig({}).host).toBe('localhost');
    expect(parseConfig({ DEMO_MODE: 'false' }).host).toBe('0.0.0.0');
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).host).toBe('0.0.0.0');
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('reads ALLOWED_ORIGINS as a comma-separated list of URLs, and refuses anything else', () => {
    expect(parseConfig({ DEMO_MODE: 'false' }).allowedOrigins).toEqual([]);
    expect(parseConfig({ DEMO_MODE: 'false', ALLOWED_ORIGINS: 'http://localhost:5173, https://neelami.example' }).allowedOrigins).toEqual([
      'http://localhost:5173',
      'https://neelami.example',
    ]);
    expect(configError({ ALLOWED_ORIGINS: 'localhost:5173' })).toContain('ALLOWED_ORIGINS');
  });

  it('turns DEMO_MODE on by default and off when NODE_ENV=production', () => {
    expect(parseConfig({}).demoMode).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test' }).demoMode).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).demoMode).toBe(false);
  });

  it('lets DEMO_MODE be set either way explicitly', () => {
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, DEMO_MODE: 'on' }).demoMode).toBe(true);
    expect(parseConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
    expect(parseConfig({ DEMO_MODE: '0' }).demoMode).toBe(false);
  });

  it('requires AUTH_SECRET in production and uses the one given', () => {
    expect(configError({ NODE_ENV: 'production' })).toContain('AUTH_SECRET: required when NODE_ENV=production');
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
    expect(configError({ NODE_ENV: 'production', AUTH_SECRET: 'too-short' })).toMatch(/AUTH_SECRET: .*32/);
  });

  it('reports every bad variable together in one error', () => {
    const message = configError({
      NODE_ENV: 'production',
      PORT: 'three thousand',
      DATABASE_URL: 'not a url',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'maybe',
    });
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'TRUST_PROXY', 'AUTH_SECRET']) {
      expect(lines.some((l) => l.startsWith(`  ${name}: `))).toBe(true);
    }
    expect(lines).toHaveLength(6);
  });

  it('reads the pool size, whether to migrate at start and the shutdown drain (20 connections, yes, none by default)', () => {
    expect(parseConfig({})).toMatchObject({ databasePoolSize: 20, migrateOnStart: true, shutdownDrainMs: 0 });
    expect(parseConfig({ SHUTDOWN_DRAIN_MS: '3000' }).shutdownDrainMs).toBe(3000);
    expect(parseConfig({ DATABASE_POOL_SIZE: '50', MIGRATE_ON_START: 'false' })).toMatchObject({
      databasePoolSize: 50,
      migrateOnStart: false,
    });
    expect(configError({ DATABASE_POOL_SIZE: '0' })).toMatch(/DATABASE_POOL_SIZE/);
  });

  it("reads how many parallel workers PostgreSQL may start per statement for the server's connections (none by default)", () => {
    expect(parseConfig({}).databaseParallelWorkers).toBe(0);
    expect(parseConfig({ DATABASE_PARALLEL_WORKERS: '2' }).databaseParallelWorkers).toBe(2);
    expect(configError({ DATABASE_PARALLEL_WORKERS: '-1' })).toMatch(/DATABASE_PARALLEL_WORKERS/);
  });

  it('rejects a port out of range', () => {
    expect(configError({ PORT: '70000' })).toMatch(/^ {2}PORT: /m);
  });

  it('in demo mode on loopback, allows the other loopback names of the public URL and of each allowed origin', () => {
    expect(parseConfig({ PORT: '3000' }).allowedOrigins).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(parseConfig({ PUBLIC_URL: 'http://127.0.0.1:4000', ALLOWED_ORIGINS: 'http://localhost:5173' }).allowedOrigins).toEqual([
      'http://localhost:4000',
      'http://[::1]:4000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
    ]);
  });

  it('allows no other name outside demo mode, nor for a public URL that is not loopback', () => {
    expect(parseConfig({ DEMO_MODE: 'false' }).allowedOrigins).toEqual([]);
    expect(parseConfig({ PUBLIC_URL: 'https://neelami.example.in' }).allowedOrigins).toEqual([]);
    expect(parseConfig({ DEMO_MODE: 'false', ALLOWED_ORIGINS: 'http://localhost:5173' }).allowedOrigins).toEqual(['http://localhost:5173']);
  });

  it('trusts no proxy unless TRUST_PROXY is set', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'no' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('trusts a number of proxy hops, or the proxies at the listed addresses', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('refuses TRUST_PROXY=true, which would believe any X-Forwarded-For a client writes', () => {
    expect(configError({ TRUST_PROXY: 'true' })).toMatch(/^ {2}TRUST_PROXY: .*number of proxies/m);
    expect(configError({ TRUST_PROXY: 'yes' })).toMatch(/^ {2}TRUST_PROXY: /m);
    expect(configError({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/^ {2}TRUST_PROXY: /m);
    expect(configError({ TRUST_PROXY: 'nginx' })).toMatch(/^ {2}TRUST_PROXY: /m);
  });

  it('seeds unless SEED is turned off, and in production only when SEED asks for it', () => {
    expect(parseConfig({}).seed).toBe(true);
    expect(parseConfig({ SEED: 'off' }).seed).toBe(false);
    expect(parseConfig({ SEED: 'yes' }).seed).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).seed).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, SEED: 'true' }).seed).toBe(true);
  });

  it('reads the holidays of the sale deadlines, national holidays by default', () => {
    expect(parseConfig({}).holidays).toEqual([...DEFAULT_HOLIDAYS]);
    expect(parseConfig({ HOLIDAYS: '2026-11-08, 2026-12-25' }).holidays).toEqual(['2026-11-08', '2026-12-25']);
    expect(() => parseConfig({ HOLIDAYS: '2026-11-08,Diwali' })).toThrow(/HOLIDAYS/);
  });

  it('keeps media and documents on local disk unless STORAGE=s3', () => {
    expect(parseConfig({}).storage).toEqual({ kind: 'local' });
    expect(parseConfig({ STORAGE: 'local', S3_BUCKET: 'ignored-here' }).storage).toEqual({ kind: 'local' });
    expect(configError({ STORAGE: 'gcs' })).toMatch(/^ {2}STORAGE: /m);
  });

  it('reads an S3-compatible store: path style with an endpoint, the SDK’s own credentials unless both keys are given', () => {
    expect(parseConfig({ STORAGE: 's3', S3_BUCKET: 'neelami-media' }).storage).toEqual({
      kind: 's3',
      bucket: 'neelami-media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      createBucket: false,
    });
    expect(
      parseConfig({
        STORAGE: 's3',
        S3_BUCKET: 'neelami',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_CREATE_BUCKET: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'neelami',
      region: 'ap-south-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      createBucket: true,
    });
    const virtualHosted = parseConfig({
      STORAGE: 's3',
      S3_BUCKET: 'neelami',
      S3_ENDPOINT: 'https://r2.example',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtualHosted.storage).toMatchObject({ forcePathStyle: false });
  });

  it('requires S3_BUCKET when STORAGE=s3, and both S3 keys or neither, reported with every other problem', () => {
    expect(configError({ STORAGE: 's3' })).toContain('S3_BUCKET: required when STORAGE=s3');
    expect(configError({ STORAGE: 's3', S3_BUCKET: 'neelami', S3_ACCESS_KEY_ID: 'key' })).toContain(
      'S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    );
    expect(configError({ STORAGE: 's3', S3_BUCKET: 'neelami', S3_SECRET_ACCESS_KEY: 'secret' })).toContain(
      'S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set',
    );
    expect(configError({ STORAGE: 's3', S3_BUCKET: 'Neelami_Media' })).toMatch(/^ {2}S3_BUCKET: a bucket name/m);
    const lines = configError({ NODE_ENV: 'production', STORAGE: 's3', S3_ENDPOINT: 'minio:9000', S3_CREATE_BUCKET: 'maybe' }).split('\n');
    for (const name of ['AUTH_SECRET', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_CREATE_BUCKET']) {
      expect(lines.filter((l) => l.startsWith(`  ${name}: `))).toHaveLength(1);
    }
  });

  it('takes a VAPID pair together, in base64url, and a contact for push services', () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(parseConfig({}).vapidKeys).toBeUndefined();
    expect(parseConfig({}).vapidSubject).toBe('mailto:no-reply@neelami.in');
    expect(parseConfig({ MAIL_FROM: 'Ops <ops@bank.example>' }).vapidSubject).toBe('mailto:ops@bank.example');
    expect(parseConfig({ ...keys, VAPID_SUBJECT: 'https://neelami.in/contact' })).toMatchObject({
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      vapidSubject: 'https://neelami.in/contact',
    });
    expect(configError({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toContain('VAPID_PRIVATE_KEY: required when VAPID_PUBLIC_KEY is set');
    expect(configError({ VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY })).toContain(
      'VAPID_PUBLIC_KEY: required when VAPID_PRIVATE_KEY is set',
    );
    expect(configError({ ...keys, VAPID_PUBLIC_KEY: 'short' })).toContain('VAPID_PUBLIC_KEY: a P-256 public key');
    expect(configError({ VAPID_SUBJECT: 'http://neelami.in' })).toContain('VAPID_SUBJECT');
  });

  it('takes the map tiles as an {z}/{x}/{y} address with their attribution, and none by default', () => {
    expect(parseConfig({}).mapTiles).toBeUndefined();
    const tiles = { MAP_TILES_URL: 'https://tiles.example.in/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors' };
    expect(parseConfig(tiles).mapTiles).toEqual({ url: tiles.MAP_TILES_URL, attribution: tiles.MAP_TILES_ATTRIBUTION });
    expect(parseConfig({ ...tiles, MAP_TILES_URL: '/tiles/{z}/{x}/{y}.png' }).mapTiles?.url).toBe('/tiles/{z}/{x}/{y}.png');
    expect(configError({ MAP_TILES_URL: tiles.MAP_TILES_URL })).toContain('MAP_TILES_ATTRIBUTION: required when MAP_TILES_URL is set');
    expect(configError({ ...tiles, MAP_TILES_URL: 'https://tiles.example.in/{z}/{x}.png' })).toContain(
      'MAP_TILES_URL: must hold {z}, {x} and {y}',
    );
    expect(configError({ ...tiles, MAP_TILES_URL: 'ftp://tiles.example.in/{z}/{x}/{y}.png' })).toContain('MAP_TILES_URL');
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { PASSWORD_MIN_LENGTH } from '../../../shared/domain/constants';
import { AUTH_MESSAGES, RegistrationSchema } from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema';
import { allowedOrigins } from '../../lib/http/origin';
import type { Publisher } from '../../realtime/bus';
import type { Mailer } from '../mail/mail.service';
import type { AccountsService } from './accounts.service';
import { createSignUpHashes } from './sign-up-hashes';
import type { SignInLockout } from './sign-in-lockout';
import { accountsRepository } from './accounts.repository';
import { resetPasswordEmail, verifyEmailEmail } from '../mail/templates/emails';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/languages';

/** The header through which auth.routes tells Better Auth the caller's address. */
export const CLIENT_IP_HEADER = 'x-neelami-client-ip';

export type AuthDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'authSecret' | 'env'>;
  mailer: Mailer;
  users: AccountsService;
  signInRateLimit: number;
  /** The per-account sign-in limit (decision 031). */
  lockout: SignInLockout;
  /** Tells every server that a session ended, so its sockets close and its cached bidder goes (decision 018). */
  publisher: Publisher;
  /** Where Better Auth's own log lines go (the app's pino logger); its default prints coloured text to stdout. */
  logger?: BetterAuthOptions['logger'];
  /** Checks a password against its stored hash: Better Auth's scrypt check unless given (tests). */
  verifyPassword?: PasswordCheck;
};

export type PasswordCheck = (input: { hash: string; password: string }) => Promise<boolean>;

/**
 * The database as Better Auth's adapter sees it: the same, except that while the adapter runs one
 * of its transactions (sign-up, password reset) that transaction is in `current`, so our own rows
 * can join it.
 */
function transactionTracking(db: Db) {
  const current = new AsyncLocalStorage<Executor>();
  const tracked = new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') {
        const transaction: Db['transaction'] = (run, options) => target.transaction((tx) => current.run(tx, () => run(tx)), options);
        return transaction;
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: tracked, currentTransaction: () => current.getStore() };
}

/** What a refused or failed sign-up answers when the failure is ours, not the caller's. */
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';

export function createAuth({
  db,
  config,
  mailer,
  users: usersService,
  signInRateLimit,
  lockout,
  logger,
  publisher,
  verifyPassword,
}: AuthDeps) {
  const adapterDb = transactionTracking(db);
  /** The language of a user's e-mails; English until their profile says otherwise (or exists). */
  const languageOf = async (userId: string): Promise<Language> =>
    (await accountsRepository.findProfile(db, userId).catch(() => null))?.language ?? DEFAULT_LANGUAGE;
  const signUpHashes = createSignUpHashes();
  return betterAuth({
    appName: 'Neelami',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(adapterDb.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
      // NOTE: sign-up writes the user, its credential, its session and (below) our profile and role
      // rows in one transaction: a failure leaves no half-made account behind.
      transaction: true,
    }),
    trustedOrigins: () => allowedOrigins(config.publicUrl, config.allowedOrigins),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      password: { hash: signUpHashes.hash, ...(verifyPassword ? { verify: verifyPassword } : {}) },
      // NOTE: a sign-up answers the same 200 `{ token: null, user }`, with no session, whether or not
      // the address already had an account (Better Auth answers a made-up user for a known one, after
      // hashing the password all the same), so registering cannot tell who has an account. The web
      // signs the new account in with a second call (decision 018).
      autoSignIn: false,
      requireEmailVerification: false,
      onExistingUserSignUp: async ({ user }) => {
        // Not awaited: an SMTP round trip would make this answer slower than a new account's.
        mailer
          .send({
            to: user.email,
            subject: 'Someone tried to register with your Neelami address',
            text:
              `Hello ${user.name},\n\nSomeone tried to register a new Neelami account with this e-mail address, ` +
              `which already has one. If it was you, sign in at ${new URL('/auth', config.publicUrl).toString()} ` +
              'or ask for a password reset there.\n\nIf it was not you, you can ignore this e-mail: nothing about your account changed.',
          })
          .catch((err: unknown) => logger?.log?.('error', 'Could not mail the owner of an address someone tried to register again', err));
      },
      revokeSessionsOnPasswordReset: true,
      // The owner proved they read the account's mail: a lock-out on it ends.
      async onPasswordReset({ user }) {
        await lockout.clear(user.email);
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        // NOTE: not awaited, like the other e-mails here: rendering and sending it made a registered
        // address answer about 11 ms later than an unknown one, which told who has an account.
        void (async () => {
          const mail = await resetPasswordEmail({ lang: await languageOf(user.id), name: user.name, url });
          await mailer.send({ to: user.email, ...mail });
        })().catch((err: unknown) => logger?.log?.('error', 'Could not mail the password-reset link', err));
      },
    },
    // NOTE: sign-in works without a verified address (spec §4 says nothing of it; approval is the
    // admins' check): the link only marks the address verified, which the account screens show.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        // Not awaited, like onExistingUserSignUp: a new address and a known one answer alike.
        void (async () => {
          const mail = await verifyEmailEmail({ lang: await languageOf(user.id), name: user.name, url });
          await mailer.send({ to: user.email, ...mail });
        })().catch((err: unknown) => logger?.log?.('error', 'Could not mail the e-mail verification link', err));
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      // NOTE: in the database, so the limits hold across every server process instead of multiplying with them.
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: signInRateLimit },
        '/sign-up/email': { window: 60, max: signInRateLimit },
        '/request-password-reset': { window: 60, max: Math.max(3, Math.floor(signInRateLimit / 2)) },
      },
    },
    advanced: {
      // NOTE: the caller's address as Fastify resolved it (auth.routes sets it on every request), so
      // each client has its own sign-in bucket instead of everyone sharing one.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: 'neelami',
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    logger,
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // NOTE: the per-account limit counts here, after Better Auth's per-address one, so an attempt
        // that limit refused is not counted against the account (decision 031).
        if (ctx.path === '/sign-in/email') {
          const email: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email === 'string' && !(await lockout.take(email))) {
            throw new APIError('TOO_MANY_REQUESTS', { code: 'ACCOUNT_LOCKED', message: AUTH_MESSAGES.accountLocked });
          }
          return;
        }
        // NOTE: the registration rules of spec §5 are checked here, on the server, with the same schema
        // the form uses; Better Auth's own body only carries name/email/password.
        if (ctx.path !== '/sign-up/email') return;
        const parsed = RegistrationSchema.safeParse(ctx.body ?? {});
        if (!parsed.success) {
          const first = parsed.error.issues[0];
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION',
            message: first?.message ?? 'Invalid registration',
            issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
          });
        }
        // Hashed here, before the sign-up transaction opens (see sign-up-hashes.ts).
        await signUpHashes.prepare(parsed.data.password);
        return {
          context: {
            ...ctx,
            body: { ...ctx.body, name: parsed.data.fullName, email: parsed.data.email, password: parsed.data.password },
          },
        };
      }),
      // A signed-in owner starts the account's count again.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' || !ctx.context.newSession) return;
        await lockout.clear(ctx.context.newSession.user.email);
      }),
    },
    databaseHooks: {
      session: {
        delete: {
          // NOTE: every way a session ends passes here once per session, after its transaction commits:
          // sign-out, revoke-session(s), a password reset (which ends them all) and an expired session
          // found by a lookup. Every server then closes its sockets and forgets its cached bidder.
          async after(session) {
            publisher.publish(`user:${session.userId}`, 'session.ended', { userId: session.userId, sessionId: session.id });
          },
        },
      },
      account: {
        create: {
          // NOTE: the profile and role rows are written here, not in user.create.after: Better Auth
          // runs "after" hooks once the sign-up transaction has committed, whereas this hook runs
          // inside it, right after the user row exists. If these writes fail, the user, credential
          // and session roll back with them and the caller gets an error.
          async before(account, ctx) {
            if (ctx?.path !== '/sign-up/email') return;
            const parsed = RegistrationSchema.safeParse(ctx.body ?? {});
            if (!parsed.success) return; // refused earlier by hooks.before
            try {
              await usersService.createRegistrationRecords(account.userId, parsed.data, adapterDb.currentTransaction());
            } catch (err) {
              ctx.context.logger.error('Failed to write the profile and role of a new account', err);
              throw new APIError('INTERNAL_SERVER_ERROR', { code: 'REGISTRATION_FAILED', message: REGISTRATION_FAILED_MESSAGE });
            }
          },
        },
      },
    },
  });
}
export type Auth = ReturnType<typeof createAuth>;

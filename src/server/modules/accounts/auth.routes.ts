import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RegistrationSchema, SignInSchema } from '../../../shared/schemas/auth';
import { NotFoundError } from '../../lib/http/errors';
import { describeRoute, documentOnly, errors } from '../../lib/http/openapi';
import { CLIENT_IP_HEADER, type Auth } from './auth';

/** The user as Better Auth answers it. */
const AuthUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * Better Auth's routes that the product's screens call, each described for the API document (Better
 * Auth answers them itself; the schemas say what it answers).
 */
const DOCUMENTED = [
  {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    schema: {
      ...describeRoute('auth', 'Register (spec §3 registration data); signs no one in: sign in next', {
        description:
          'The body is the registration form; only the last four digits of an Aadhaar number are kept. The answer is the same ' +
          '(200, `token` null, no cookie) whether or not the address already has an account; its owner is e-mailed instead.',
      }),
      body: z.object(RegistrationSchema.in.shape),
      response: { 200: z.object({ token: z.string().nullable(), user: AuthUserSchema }), ...errors(400, 422, 429) },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    schema: {
      ...describeRoute('auth', 'Sign in with e-mail and password; sets the session cookie'),
      body: SignInSchema,
      response: { 200: z.object({ redirect: z.boolean(), token: z.string(), user: AuthUserSchema }), ...errors(400, 401, 429) },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/sign-out',
    schema: {
      ...describeRoute('auth', 'Sign out: ends the session and clears the cookie', { session: 'signedIn' }),
      response: { 200: z.object({ success: z.boolean() }), ...errors(401) },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    schema: {
      ...describeRoute('auth', 'E-mail a password-reset link (the answer is the same whether or not the address is registered)'),
      body: z.object({ email: z.string(), redirectTo: z.string().optional() }),
      response: { 200: z.object({ status: z.boolean(), message: z.string() }), ...errors(400, 429) },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    schema: {
      ...describeRoute('auth', 'Set a new password with the token from the reset link; ends every session of the account'),
      body: z.object({ newPassword: z.string(), token: z.string() }),
      response: { 200: z.object({ status: z.boolean() }), ...errors(400) },
    },
  },
] as const;

/**
 * The links Better Auth mails, which open in a browser and redirect to a page: the password reset's
 * (to /auth with its token) and the address verification's.
 */
const MAILED_LINKS = [
  { method: 'GET', url: '/api/auth/reset-password/:token' },
  { method: 'GET', url: '/api/auth/verify-email' },
] as const;

/**
 * Hands the `/api/auth/*` requests the product makes to Better Auth as Fetch `Request`s.
 * NOTE: only those (DOCUMENTED and MAILED_LINKS); every other Better Auth route answers 404, so one no
 * screen uses (update-user, change-password, list-sessions…) cannot be called around the product's rules.
 */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    // Better Auth keys its sign-in rate limit by this header; always ours, never the caller's.
    headers.set(CLIENT_IP_HEADER, req.ip);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
    const response = await auth.handler(
      new Request(url, { method: req.method, headers, body: hasBody ? JSON.stringify(req.body) : undefined }),
    );
    reply.status(response.status);
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const text = await response.text();
    // NOTE: answers go out as Better Auth wrote them (a string is sent as it is, not re-serialised);
    // only the error shape is made the API's own.
    if (response.status >= 400 && text) return reply.send(JSON.stringify(toErrorBody(text, response.status)));
    return reply.send(text || null);
  };
  // NOTE: Better Auth validates the bodies itself, with its own messages (and the sign-up hook with the
  // registration schema): the schemas here only document them, so the body reaches it untouched.
  for (const route of DOCUMENTED) {
    app.route({ method: route.method, url: route.url, schema: route.schema, validatorCompiler: documentOnly, handler: handle });
  }
  for (const link of MAILED_LINKS) app.route({ method: link.method, url: link.url, schema: { hide: true }, handler: handle });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async () => {
      throw new NotFoundError('Not found');
    },
  });
}

/** Better Auth answers `{ code, message }`; the API's one error shape is `{ error: { code, message } }`. */
function toErrorBody(text: string, status: number) {
  try {
    const body = JSON.parse(text) as { code?: string; message?: string; issues?: unknown };
    const code = status === 429 ? 'RATE_LIMITED' : (body.code ?? 'BAD_REQUEST');
    const message = body.message ?? (status === 429 ? 'Too many attempts. Please wait a minute and try again.' : 'Request failed');
    return { error: { code, message, ...(body.issues ? { issues: body.issues } : {}) } };
  } catch {
    return { error: { code: 'BAD_REQUEST', message: text } };
  }
}

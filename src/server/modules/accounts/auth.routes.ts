import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, type Auth } from './auth';

/** Hands every `/api/auth/*` request to Better Auth as a Fetch `Request`. */
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
    if (response.status >= 400 && text) return reply.send(toErrorBody(text, response.status));
    return reply.send(text || null);
  };
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: handle });
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

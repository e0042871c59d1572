import type { App } from '../../app';
import { ORIGIN, signIn } from '../../test/test-app';

/** Ways a session ends, each through the API as a browser calls it. */

export async function signOut(app: App, cookie: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: ORIGIN, cookie }, payload: {} });
  if (res.statusCode !== 200) throw new Error(`sign-out failed: ${res.statusCode} ${res.body}`);
}

/** Asks for a reset link, follows the e-mailed link from the outbox and sets `newPassword`: every session of the account ends. */
export async function resetPasswordByMail(app: App, email: string, newPassword: string): Promise<void> {
  const asked = await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: ORIGIN },
    payload: { email, redirectTo: '/auth' },
  });
  if (asked.statusCode !== 200) throw new Error(`reset request failed: ${asked.statusCode} ${asked.body}`);
  const mail = await mailedTo(app, email, /reset/i);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link was mailed to ${email}`);
  const follow = await app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
  const token = new URL(String(follow.headers.location), ORIGIN).searchParams.get('token');
  const reset = await app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: ORIGIN },
    payload: { newPassword, token },
  });
  if (reset.statusCode !== 200) throw new Error(`reset failed: ${reset.statusCode} ${reset.body}`);
}

/** A second session of the same account (another device). */
export function anotherSession(app: App, user: { email: string; password: string }): Promise<string> {
  return signIn(app, user.email, user.password);
}

type OutboxMail = { to: string; subject: string; text: string };

/**
 * The newest e-mail to `email` whose subject matches, from the demo outbox, once it is there: the
 * answer to a reset request does not wait for its e-mail (auth.ts), so it may follow a moment later.
 */
export async function mailedTo(app: App, email: string, subject: RegExp, timeoutMs = 5000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const mail = (outbox.json().items as OutboxMail[]).find((m) => m.to === email && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail matching ${subject} was mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

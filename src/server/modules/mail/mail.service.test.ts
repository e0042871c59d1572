import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_TOKEN } from '../../../shared/schemas/mail';
import { emailOutbox, users } from '../../db/schema';
import { startSmtpSink, parseMessage, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { createMailService as createMailer } from './mail.service';

let sink: SmtpSink;
let ctx: TestContext;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ smtpUrl: sink.url, mailFrom: 'Neelami <no-reply@neelami.in>' });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const outboxFor = (to: string) => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('with SMTP_URL set', () => {
  it('delivers the password reset e-mail over SMTP to the user, with a reset link that works', async () => {
    const user = await createUser(ctx, { name: 'Meera Kulkarni' });
    const req = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: user.email, redirectTo: '/auth' },
    });
    expect(req.statusCode).toBe(200);

    const message = await sink.waitFor(user.email);
    expect(message.to).toEqual([user.email]);
    expect(message.from).toBe('no-reply@neelami.in');
    const { headers, text } = parseMessage(message.raw);
    expect(headers.to).toContain(user.email);
    expect(headers.from).toContain('no-reply@neelami.in');
    expect(headers.subject).toBe('Reset your Neelami password');
    expect(text).toContain('Hello Meera Kulkarni');

    const link = /https?:\/\/[^\s\]]+reset-password[^\s\]]*/.exec(text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toMatch(/^\/api\/auth\/reset-password\//);
    const follow = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(follow.statusCode).toBe(302);
    const target = new URL(String(follow.headers.location), ORIGIN);
    expect(target.pathname).toBe('/auth');
    expect(target.searchParams.get('token')).toBeTruthy();
  });

  it('still keeps the message in email_outbox, marked sent, with the same text', async () => {
    const user = await createUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: user.email, redirectTo: '/auth' },
    });
    const { text } = parseMessage((await sink.waitFor(user.email)).raw);
    const rows = await outboxFor(user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe('Reset your Neelami password');
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    expect(rows[0]!.text.trim()).toBe(text.trim());
  });

  it('shows admins the e-mail as delivered, its reset link masked', async () => {
    const user = await createUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: user.email, redirectTo: '/auth' },
    });
    await sink.waitFor(user.email);
    const admin = await createUser(ctx, { roles: ['admin'] });
    const mailOf = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin.cookie } });
      return (res.json() as { items: { to: string; text: string; delivery: string }[] }).items.find((m) => m.to === user.email)!;
    };
    // Marked sent once the SMTP server has acknowledged it, a moment after the sink saw it.
    await expect.poll(async () => (await mailOf()).delivery).toBe('sent');
    expect((await mailOf()).text).toContain(`reset-password/${MASKED_TOKEN}`);
  });
});

describe('registering', () => {
  it('sends a verification e-mail in the layout whose link verifies the address; sign-in works before it', async () => {
    const email = `verify-${Date.now()}@example.in`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: {
        name: 'Asha Patil',
        fullName: 'Asha Patil',
        phone: '98765 43210',
        email,
        pan: 'ABCDE1234F',
        password: 'secret12',
        confirmPassword: 'secret12',
        userType: 'buyer',
        buyerType: 'individual',
        acceptTerms: true,
        acceptPrivacy: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await sink.waitFor(email);
    const [row] = await outboxFor(email);
    expect(row!.subject).toBe('Verify your Neelami e-mail address');
    expect(row!.html).toContain('Verify e-mail address');
    // Not verified yet, and signing in still works.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email, password: 'secret12' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.emailVerified).toBe(false);

    const link = new URL(/https?:\/\/[^\s\]]*verify-email[^\s\]]*/.exec(row!.text)![0]);
    const follow = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(follow.statusCode).toBeLessThan(400);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(true);
  });
});

describe('createMailer', () => {
  it('without SMTP_URL only writes email_outbox and leaves the message unsent', async () => {
    const mailer = createMailer(ctx.database.db, { from: 'Neelami <no-reply@neelami.in>' });
    const before = sink.messages.length;
    await mailer.send({ to: 'outbox-only@example.in', subject: 'Outbox only', text: 'Kept for the admin page.' });
    const rows = await outboxFor('outbox-only@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Outbox only', text: 'Kept for the admin page.', sentAt: null });
    expect(sink.messages.length).toBe(before);
  });

  it('when the SMTP server cannot be reached, fails the send but keeps the message unsent in the outbox', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const mailer = createMailer(ctx.database.db, { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'x@neelami.in' });
    await expect(mailer.send({ to: 'unreachable@example.in', subject: 'Lost', text: 'Never delivered.' })).rejects.toThrow();
    const rows = await outboxFor('unreachable@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).toBeNull();
  });
});

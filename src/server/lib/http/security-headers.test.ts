import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

/** The security headers every answer carries (app.ts), and HSTS only where the request came over HTTPS. */
let direct: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ trustProxy: 1 })]);
});
afterAll(async () => Promise.all([direct?.close(), proxied?.close()]));

const health = (ctx: TestContext, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.9', headers });

describe('security headers', () => {
  it('sends no HSTS over plain HTTP', async () => {
    expect((await health(direct)).headers['strict-transport-security']).toBeUndefined();
    expect((await health(proxied, { 'x-forwarded-for': '203.0.113.5' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind a trusted TLS proxy that says the request was HTTPS', async () => {
    const res = await health(proxied, { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('believes no X-Forwarded-Proto without a trusted proxy', async () => {
    expect((await health(direct, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends a CSP with no inline scripts, and inline styles only as decision 031 says', async () => {
    const csp = String((await health(direct)).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `));
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('style-src')?.trim()).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('default-src')?.trim()).toBe("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/account';
import { meQueryKey, SessionProvider } from '@web/lib/session';
import { ThemeProvider } from './theme-provider';
import { displayName, TopNav } from './top-nav';

/**
 * Spec §2 top navigation, rendered through the real session and theme providers (to static HTML:
 * the repository has no DOM test environment). No query runs while rendering, so a client without
 * the `me` answer is a session still loading, and one holding it is a settled session.
 */
function renderNav(me?: Me | null): string {
  const queryClient = new QueryClient();
  if (me !== undefined) queryClient.setQueryData(meQueryKey, me);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>
          <MemoryRouter>
            <TopNav />
          </MemoryRouter>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** The text of the element with this test id, or undefined when it is not rendered. */
function textOf(html: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

function makeMe(over: { email?: string; name?: string; fullName?: string | null; role?: Me['role'] | null; profile?: boolean } = {}): Me {
  const email = over.email ?? 'ananya.k@example.in';
  return {
    user: { id: 'u1', email, name: over.name ?? 'Ananya Kulkarni' },
    profile:
      over.profile === false
        ? null
        : {
            userId: 'u1',
            email,
            fullName: over.fullName === undefined ? 'Ananya Kulkarni' : over.fullName,
            phone: '9876543210',
            companyName: null,
            userType: 'buyer',
            buyerType: 'individual',
            pan: null,
            gst: null,
            aadhaarLast4: null,
            verificationStatus: 'pending',
            kycVerified: false,
            emdPaid: false,
            emdAmount: 0,
            language: 'en',
            statusReason: null,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
    // A null role stands for an answer without one (the session falls back to buyer, spec §6).
    role: (over.role === undefined ? 'buyer' : over.role) as Me['role'],
    roles: [],
  };
}

describe('TopNav role badge', () => {
  it('shows LOADING... while the session (and so the role) is loading, and no Sign In yet', () => {
    const html = renderNav();
    expect(textOf(html, 'role-badge')).toBe('LOADING...');
    expect(html).not.toContain('Sign In');
    expect(textOf(html, 'user-name')).toBeUndefined();
  });

  it('shows the role in upper case once loaded', () => {
    expect(textOf(renderNav(makeMe({ role: 'vendor' })), 'role-badge')).toBe('VENDOR');
    expect(textOf(renderNav(makeMe({ role: 'admin' })), 'role-badge')).toBe('ADMIN');
  });

  it('defaults to BUYER when the answer carries no role', () => {
    expect(textOf(renderNav(makeMe({ role: null })), 'role-badge')).toBe('BUYER');
  });

  it('signed out, shows Sign In and no badge', () => {
    const html = renderNav(null);
    expect(textOf(html, 'role-badge')).toBeUndefined();
    expect(html).toContain('Sign In');
  });
});

describe('TopNav name', () => {
  it("shows the user's full name", () => {
    expect(textOf(renderNav(makeMe()), 'user-name')).toBe('Ananya Kulkarni');
  });

  it('falls back to the part of the e-mail before the @ when there is no name', () => {
    const me = makeMe({ email: 'ravi.deshmukh@example.in', name: '', fullName: null });
    expect(textOf(renderNav(me), 'user-name')).toBe('ravi.deshmukh');
    expect(textOf(renderNav({ ...me, profile: null }), 'user-name')).toBe('ravi.deshmukh');
    expect(textOf(renderNav(makeMe({ email: 'ravi.deshmukh@example.in', name: '', fullName: '' })), 'user-name')).toBe('ravi.deshmukh');
  });
});

describe('displayName', () => {
  it('prefers the profile full name, then the account name, then the e-mail prefix', () => {
    expect(displayName(makeMe({ fullName: 'Ananya Kulkarni', name: 'Other' }))).toBe('Ananya Kulkarni');
    expect(displayName(makeMe({ fullName: null, name: 'Kiran Estates' }))).toBe('Kiran Estates');
    expect(displayName(makeMe({ profile: false, name: '', email: 'sbi.mumbai@example.in' }))).toBe('sbi.mumbai');
  });
});

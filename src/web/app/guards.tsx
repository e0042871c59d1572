import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@shared/domain/constants';
import { DASHBOARD_PATH } from '@shared/domain/roles';
import { PageSkeleton } from '@web/components/layout/page-skeleton';
import { signInPath } from '@web/lib/return-path';
import { useSession } from '@web/lib/session';

/**
 * Spec §2 guard behaviour: a role-restricted screen sends a signed-out user to /auth (which returns to
 * the screen once signed in) and a user whose role is not allowed to /. The server enforces the same
 * rules on every API call.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { me, role, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (!me) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (!roles.includes(role ?? 'buyer')) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** Plain login guard: signed-out users go to /auth, and come back once signed in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { me, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (!me) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  return <>{children}</>;
}

/** `/dashboard`, the link e-mails carry: the signed-in user's own dashboard; signed-out users sign in first. */
export function OwnDashboard() {
  const { me, role, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (!me) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  return <Navigate to={DASHBOARD_PATH[role ?? 'buyer']} replace />;
}

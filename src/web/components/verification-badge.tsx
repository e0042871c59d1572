import type { VerificationStatus } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { capitalise } from '@web/lib/format';

const STATUS_VARIANT: Record<VerificationStatus, 'live' | 'warning' | 'destructive' | 'muted'> = {
  verified: 'live',
  pending: 'warning',
  suspended: 'destructive',
  rejected: 'muted',
};

/** An account's verification status: verified green, pending amber, suspended red, rejected muted. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{capitalise(status)}</Badge>;
}

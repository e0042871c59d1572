import type { VerificationStatus } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { useCommonText } from '@web/i18n/ns/common';

const STATUS_VARIANT: Record<VerificationStatus, 'live' | 'warning' | 'destructive' | 'muted'> = {
  verified: 'live',
  pending: 'warning',
  suspended: 'destructive',
  rejected: 'muted',
};

/** An account's verification status: verified green, pending amber, suspended red, rejected muted. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const t = useCommonText();
  return <Badge variant={STATUS_VARIANT[status]}>{t(`verification.${status}`)}</Badge>;
}

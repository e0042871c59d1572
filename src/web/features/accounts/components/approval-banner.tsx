import { ClockIcon, ShieldAlertIcon } from 'lucide-react';
import type { VerificationStatus } from '@shared/domain/constants';
import { useReportsText } from '@web/i18n/ns/reports';

/** Why an unapproved vendor cannot list yet (spec §1: vendors need admin approval before listing). */
export function ApprovalBanner({ status }: { status: VerificationStatus }) {
  const t = useReportsText();
  if (status === 'verified') return null;
  const pending = status === 'pending';
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border border-warning-foreground/20 bg-warning p-4 text-warning-foreground"
    >
      {pending ? (
        <ClockIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
      ) : (
        <ShieldAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
      )}
      <div>
        <p className="font-semibold">
          {pending
            ? t('dashboard.vendor.approvalPending')
            : status === 'suspended'
              ? t('dashboard.vendor.suspended')
              : t('dashboard.vendor.notApproved')}
        </p>
        <p className="text-sm">
          {/* NOTE: awaitingApproval is AUCTION_FORM_MESSAGES.vendorNotApproved word for word in English. */}
          {pending ? t('dashboard.vendor.awaitingApproval') : t('dashboard.vendor.cannotList')}
        </p>
      </div>
    </div>
  );
}

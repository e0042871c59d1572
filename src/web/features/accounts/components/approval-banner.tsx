import { ClockIcon, ShieldAlertIcon } from 'lucide-react';
import type { VerificationStatus } from '@shared/domain/constants';
import { AUCTION_FORM_MESSAGES } from '@shared/schemas/auction-form';

/** Why an unapproved vendor cannot list yet (spec §1: vendors need admin approval before listing). */
export function ApprovalBanner({ status }: { status: VerificationStatus }) {
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
          {pending ? 'Approval pending' : status === 'suspended' ? 'Account suspended' : 'Account not approved'}
        </p>
        <p className="text-sm">
          {pending
            ? AUCTION_FORM_MESSAGES.vendorNotApproved
            : 'Your vendor account cannot list properties at the moment. Contact the Neelami team to have it reviewed.'}
        </p>
      </div>
    </div>
  );
}

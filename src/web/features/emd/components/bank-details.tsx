import type { BankDetails as BankDetailsData } from '@shared/schemas/emd';
import { Skeleton } from '@web/components/ui/skeleton';

const ROWS: { key: keyof BankDetailsData; label: string; mono?: boolean }[] = [
  { key: 'accountName', label: 'Account name' },
  { key: 'bankName', label: 'Bank' },
  { key: 'branch', label: 'Branch' },
  { key: 'accountNumber', label: 'Account number', mono: true },
  { key: 'ifsc', label: 'IFSC', mono: true },
  { key: 'accountType', label: 'Account type' },
];

/** The platform's escrow account a buyer transfers the EMD to. */
export function BankDetails({ details, loading }: { details: BankDetailsData | undefined; loading: boolean }) {
  return (
    <section aria-labelledby="emd-bank-heading" className="rounded-lg border bg-muted/40 p-4">
      <h3 id="emd-bank-heading" className="mb-2 text-sm font-semibold">
        Transfer to this account
      </h3>
      {loading || !details ? (
        <div className="grid gap-2" role="status" aria-label="Loading bank details">
          {ROWS.map((r) => (
            <Skeleton key={r.key} className="h-4 w-full" />
          ))}
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {ROWS.map((r) => (
              <div key={r.key} className="contents">
                <dt className="text-muted-foreground">{r.label}</dt>
                <dd className={r.mono ? 'font-mono font-medium break-all' : 'font-medium'}>{details[r.key]}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">{details.note}</p>
        </>
      )}
    </section>
  );
}

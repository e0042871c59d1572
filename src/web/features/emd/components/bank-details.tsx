import { EMD_BANK_DETAILS, type BankDetails as BankDetailsData } from '@shared/schemas/emd';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBiddingText } from '@web/i18n/ns/bidding';

/** Each row's label is the `emd.bank` text of its key. */
const ROWS: { key: Exclude<keyof BankDetailsData, 'note'>; mono?: boolean }[] = [
  { key: 'accountName' },
  { key: 'bankName' },
  { key: 'branch' },
  { key: 'accountNumber', mono: true },
  { key: 'ifsc', mono: true },
  { key: 'accountType' },
];

/** The platform's escrow account a buyer transfers the EMD to. */
export function BankDetails({ details, loading }: { details: BankDetailsData | undefined; loading: boolean }) {
  const t = useBiddingText();
  return (
    <section aria-labelledby="emd-bank-heading" className="rounded-lg border bg-muted/40 p-4">
      <h3 id="emd-bank-heading" className="mb-2 text-sm font-semibold">
        {t('emd.bank.title')}
      </h3>
      {loading || !details ? (
        <div className="grid gap-2" role="status" aria-label={t('emd.bank.loading')}>
          {ROWS.map((r) => (
            <Skeleton key={r.key} className="h-4 w-full" />
          ))}
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {ROWS.map((r) => (
              <div key={r.key} className="contents">
                <dt className="text-muted-foreground">{t(`emd.bank.${r.key}`)}</dt>
                {r.key === 'accountType' ? (
                  // "Current": a word the catalogue has, not a name; another type shows as it came.
                  <dd className="font-medium">{t(`emd.bank.${details[r.key].toLowerCase()}`, { defaultValue: details[r.key] })}</dd>
                ) : (
                  <dd className={r.mono ? 'font-mono font-medium break-all' : 'font-medium'} translate="no">
                    {details[r.key]}
                  </dd>
                )}
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">
            {details.note === EMD_BANK_DETAILS.note ? t('messages.emd.bankNote') : details.note}
          </p>
        </>
      )}
    </section>
  );
}

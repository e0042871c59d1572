import { formatINR } from '@shared/domain/money';
import { dueDate, type Sale } from '@shared/schemas/sale';
import { Badge } from '@web/components/ui/badge';
import { useBiddingText } from '@web/i18n/ns/bidding';

/** The payments reported on the sale, each with its status and UTR. */
export function SalePayments({ sale }: { sale: Sale }) {
  const t = useBiddingText();
  if (sale.payments.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('sale.payments')}</h3>
      <ul className="grid gap-2 text-sm">
        {sale.payments.map((p) => (
          <li key={p.id} className="grid gap-1 rounded-md border p-2.5" data-testid="sale-payment">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">
                {t(`sale.paymentKind.${p.kind}`)} <span className="tabular">{formatINR(p.amount)}</span>
              </span>
              <Badge variant={p.status === 'verified' ? 'live' : p.status === 'rejected' ? 'destructive' : 'warning'}>
                {t(`sale.paymentStatus.${p.status}`)}
              </Badge>
            </div>
            <span className="text-xs text-muted-foreground">
              {t('sale.paymentLine', { utr: p.utrReference, date: dueDate(p.createdAt) })}
              {p.rejectionReason ? <span translate="no">{` · ${p.rejectionReason}`}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { CheckIcon, DownloadIcon, FileTextIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Sale, SalePayment } from '@shared/schemas/sale';
import { Button } from '@web/components/ui/button';
import { useBiddingText } from '@web/i18n/ns/bidding';
import type { SaleStep } from '../api/move-sale';

/** The step a button opened: its dialog asks for what the step needs. */
export type Open =
  | { kind: 'step'; step: SaleStep }
  | { kind: 'reject' }
  | { kind: 'report'; payment: SalePayment['kind'] }
  | { kind: 'verify'; payment: SalePayment }
  | { kind: 'reject-payment'; payment: SalePayment }
  | { kind: 'extend' }
  | { kind: 'resale' }
  | null;

/** The steps the viewer may take now, as the server lists them in `actions`, each opening its dialog. */
export function SaleActions({ sale, onOpen: setOpen }: { sale: Sale; onOpen: (open: Open) => void }) {
  const t = useBiddingText();
  const id = sale.auctionId;
  const step = (s: SaleStep) => t(`sale.step.${s}.button`);
  const can = (a: Sale['actions'][number]) => sale.actions.includes(a);
  const pendingPayment = sale.payments.find((p) => p.status === 'pending');
  const reportKind = can('report_deposit') ? 'deposit' : can('report_balance') ? 'balance' : null;
  return (
    <div className="grid gap-2">
      {can('accept') ? (
        <Button onClick={() => setOpen({ kind: 'step', step: 'accept' })}>
          <CheckIcon aria-hidden />
          {step('accept')}
        </Button>
      ) : null}
      {can('lapse') ? (
        <Button variant="outline" onClick={() => setOpen({ kind: 'step', step: 'lapse' })}>
          {step('lapse')}
        </Button>
      ) : null}
      {can('confirm') ? (
        <Button onClick={() => setOpen({ kind: 'step', step: 'confirm' })}>
          <CheckIcon aria-hidden />
          {step('confirm')}
        </Button>
      ) : null}
      {can('reject') ? (
        <Button variant="outline" onClick={() => setOpen({ kind: 'reject' })}>
          <XIcon aria-hidden />
          {t('sale.rejectSale')}
        </Button>
      ) : null}
      {reportKind ? (
        <Button onClick={() => setOpen({ kind: 'report', payment: reportKind })}>
          {reportKind === 'deposit' ? t('sale.reportDeposit') : t('sale.reportBalance')}
        </Button>
      ) : null}
      {can('verify_payment') && pendingPayment ? (
        <div className="grid grid-cols-2 gap-2">
          <Button onClick={() => setOpen({ kind: 'verify', payment: pendingPayment })}>
            <CheckIcon aria-hidden />
            {t('sale.verifyPayment')}
          </Button>
          <Button variant="outline" onClick={() => setOpen({ kind: 'reject-payment', payment: pendingPayment })}>
            {t('sale.rejectPayment')}
          </Button>
        </div>
      ) : null}
      {can('extend') ? (
        <Button variant="outline" onClick={() => setOpen({ kind: 'extend' })}>
          {t('sale.extend')}
        </Button>
      ) : null}
      {can('download_certificate') ? (
        <Button asChild variant="accent">
          <a href={`/api/auctions/${encodeURIComponent(id)}/sale/certificate`} download>
            <DownloadIcon aria-hidden />
            {t('sale.certificate')}
          </a>
        </Button>
      ) : null}
      {can('create_resale') ? (
        <Button variant="outline" onClick={() => setOpen({ kind: 'resale' })}>
          <RotateCcwIcon aria-hidden />
          {t('sale.createResale')}
        </Button>
      ) : null}
      {sale.resaleAuctionId ? (
        <Link
          className="inline-flex items-center gap-1.5 text-sm font-medium underline underline-offset-2"
          to={`/auction/${sale.resaleAuctionId}`}
        >
          <FileTextIcon className="size-4" aria-hidden />
          {t('sale.resaleLink')}
        </Link>
      ) : null}
    </div>
  );
}

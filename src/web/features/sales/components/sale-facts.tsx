import type { ReactNode } from 'react';
import { formatINR } from '@shared/domain/money';
import { dueDate, type BuyerContact, type Sale } from '@shared/schemas/sale';
import { useBiddingText } from '@web/i18n/ns/bidding';

type T = (key: string, values?: Record<string, unknown>) => string;

function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The confirmed buyer's contact details, for the seller's officers and admins: each a link where one opens a call or an e-mail. */
function BuyerContactLines({ t, contact, address }: { t: T; contact: BuyerContact; address: string | null }) {
  return (
    <div className="grid gap-1.5 rounded-md border bg-muted/40 p-2" data-testid="buyer-contact" translate="no">
      <p className="text-xs text-muted-foreground">{t('sale.buyerContact')}</p>
      <Line label={t('sale.buyerEmail')}>
        <a className="break-all text-primary underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      </Line>
      {contact.phone ? (
        <Line label={t('sale.buyerPhone')}>
          <a className="tabular text-primary underline-offset-4 hover:underline" href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
            {contact.phone}
          </a>
        </Line>
      ) : null}
      {contact.pan ? <Line label={t('sale.buyerPan')}>{contact.pan}</Line> : null}
      {contact.organisation ? <Line label={t('sale.buyerOrganisation')}>{contact.organisation}</Line> : null}
      {contact.gst ? <Line label={t('sale.buyerGst')}>{contact.gst}</Line> : null}
      <Line label={t('sale.buyerAddress')} testId="buyer-contact-address">
        {address ? (
          <span className="whitespace-pre-line">{address}</span>
        ) : (
          <span className="text-muted-foreground">{t('sale.buyerAddressNotGiven')}</span>
        )}
      </Line>
    </div>
  );
}

/** The sale's figures and dates as the viewer may see them: price, reserve, buyer, EMD, amounts due, deadlines, certificate. */
export function SaleFacts({ sale }: { sale: Sale }) {
  const t = useBiddingText();
  return (
    <dl className="grid gap-1.5 text-sm">
      {sale.price !== null ? (
        <Line label={t('sale.price')} testId="sale-price">
          <span className="tabular">{formatINR(sale.price)}</span>
        </Line>
      ) : null}
      {sale.reservePrice !== undefined && sale.reservePrice !== null ? (
        <Line label={t('sale.reservePrice')}>
          <span className="tabular">{formatINR(sale.reservePrice)}</span>
        </Line>
      ) : null}
      {sale.buyer && sale.as !== 'buyer' ? (
        <Line label={t('sale.buyer')}>
          <span translate="no">{sale.buyer.name ? `${sale.buyer.name} (${sale.buyer.alias})` : sale.buyer.alias}</span>
        </Line>
      ) : null}
      {sale.buyer?.contact ? <BuyerContactLines t={t} contact={sale.buyer.contact} address={sale.buyer.address} /> : null}
      <Line label={t('sale.emdHeld')}>
        <span className="tabular">{formatINR(sale.emdAmount)}</span>
      </Line>
      {sale.depositAmount !== null ? (
        <Line label={t('sale.depositLessEmd')}>
          <span className="tabular">{formatINR(sale.depositAmount)}</span>
        </Line>
      ) : null}
      {sale.balanceAmount !== null ? (
        <Line label={t('sale.balance')}>
          <span className="tabular">{formatINR(sale.balanceAmount)}</span>
        </Line>
      ) : null}
      {sale.confirmedAt ? <Line label={t('sale.confirmed')}>{dueDate(sale.confirmedAt)}</Line> : null}
      {sale.stage === 'deposit_due' && sale.depositDueAt ? <Line label={t('sale.depositDueBy')}>{dueDate(sale.depositDueAt)}</Line> : null}
      {sale.balanceDueAt && (sale.stage === 'deposit_due' || sale.stage === 'balance_due') ? (
        <Line label={t('sale.balanceDueBy')} testId="balance-due">
          {dueDate(sale.balanceDueAt)}
        </Line>
      ) : null}
      {sale.extensionReason ? (
        <Line label={t('sale.extendedBecause')}>
          <span translate="no">{sale.extensionReason}</span>
        </Line>
      ) : null}
      {sale.completedAt ? <Line label={t('sale.completed')}>{dueDate(sale.completedAt)}</Line> : null}
      {sale.certificateNumber ? (
        <Line label={t('sale.certificateNo')}>
          <span translate="no">{sale.certificateNumber}</span>
        </Line>
      ) : null}
    </dl>
  );
}

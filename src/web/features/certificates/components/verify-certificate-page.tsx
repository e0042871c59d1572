import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { certificatePath, parseCertificateNumber } from '@shared/domain/certificate';
import { formatINR } from '@shared/domain/money';
import type { CertificateVerification } from '@shared/schemas/sale';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useFormatDate } from '@web/lib/use-format-date';
import { useCertificate } from '../api/get-certificate';

/**
 * The public page that checks a sale certificate by its number (decision 041): a form, and, for a
 * number, what the certificate should say. Works without JavaScript: the form is a GET to /verify.
 */
export function VerifyCertificatePage({ number }: { number: string }) {
  const t = useAuctionsText();
  const lookup = useCertificate(number);
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('verify.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('verify.intro')}</p>
      <NumberForm initial={number} />
      {number.trim() !== '' && (
        <section aria-live="polite" className="mt-8">
          {lookup.isPending ? (
            <Skeleton className="h-64 w-full rounded-xl" />
          ) : lookup.data === 'limited' ? (
            <Outcome tone="warning" title={t('verify.limited')} />
          ) : lookup.data ? (
            <Found sale={lookup.data} />
          ) : lookup.data === null ? (
            <Outcome tone="danger" title={t('verify.notFound')} hint={t('verify.notFoundHint')} />
          ) : (
            <Outcome tone="warning" title={t('verify.failed')} />
          )}
        </section>
      )}
    </main>
  );
}

function NumberForm({ initial }: { initial: string }) {
  const t = useAuctionsText();
  const navigate = useNavigate();
  // Uncontrolled: what was typed before the page hydrated is what is submitted.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get('number') ?? '').trim();
    const number = parseCertificateNumber(value);
    navigate(number ? certificatePath(number) : `/verify?number=${encodeURIComponent(value)}`);
  };
  return (
    <form method="get" action="/verify" onSubmit={submit} className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Label htmlFor="certificate-number">{t('verify.label')}</Label>
        <Input
          id="certificate-number"
          name="number"
          className="mt-1.5 font-mono uppercase"
          placeholder="NL/SC/2026/1A2B3C4D"
          autoComplete="off"
          spellCheck={false}
          required
          defaultValue={parseCertificateNumber(initial) ?? initial}
        />
      </div>
      <Button type="submit">{t('verify.submit')}</Button>
    </form>
  );
}

function Outcome({ tone, title, hint }: { tone: 'danger' | 'warning'; title: string; hint?: string }) {
  return (
    <div
      role="alert"
      className={
        tone === 'danger'
          ? 'rounded-xl border border-destructive/40 bg-destructive/5 p-5'
          : 'rounded-xl border border-amber-500/40 bg-amber-500/5 p-5'
      }
    >
      <p className="font-semibold">{title}</p>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}

function Found({ sale }: { sale: CertificateVerification }) {
  const t = useAuctionsText();
  const formatDate = useFormatDate();
  const rows: [string, ReactNode][] = [
    [t('verify.number'), <span className="font-mono">{sale.certificateNumber}</span>],
    [t('verify.property'), sale.title],
    [t('verify.address'), sale.address],
    [t('verify.price'), <span className="font-semibold tabular-nums">{formatINR(sale.price)}</span>],
    [t('verify.confirmed'), formatDate(sale.confirmedAt)],
    [t('verify.issued'), formatDate(sale.issuedAt)],
    [t('verify.seller'), sale.sellerName],
    ...(sale.authorisedOfficer ? [[t('verify.officer'), sale.authorisedOfficer] as [string, ReactNode]] : []),
    [t('verify.buyer'), sale.buyerName ?? '—'],
  ];
  return (
    <Card className="border-emerald-600/40">
      <CardHeader>
        <p className="w-fit rounded-full bg-emerald-600/10 px-2.5 py-0.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t('verify.valid')}
        </p>
        <CardTitle>{t('verify.validTitle')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('verify.validHint')}</p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="-mt-2 break-words sm:mt-0">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

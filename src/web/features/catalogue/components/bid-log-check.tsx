import { DownloadIcon, FileCheck2Icon, LoaderCircleIcon, ShieldAlertIcon, ShieldCheckIcon } from 'lucide-react';
import type { BidLogVerdict } from '@shared/bid-log';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/messages';
import { biddingText, useBiddingText } from '@web/i18n/ns/bidding';
import { useBidLogCheck, type BidLogCheck as Check } from '../hooks/use-bid-log-check';

/**
 * The verdict in one sentence: what was checked, or the first thing that does not check and where.
 * NOTE: the verifier's reason (`@shared/bid-log`) is English; it shows as it came.
 */
function verdictText(v: BidLogVerdict): string {
  if (v.ok)
    return v.sealed && v.keyId
      ? biddingText('bidLog.verifiedSigned', { count: v.entries, keyId: v.keyId })
      : biddingText('bidLog.verified', { count: v.entries });
  return v.seq !== null
    ? biddingText('bidLog.notVerifiedAt', { seq: v.seq, reason: v.reason })
    : biddingText('bidLog.notVerified', { reason: v.reason });
}

/** Saves text as a file, as a download link would. */
function saveFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Result({ check }: { check: Check }) {
  const t = useBiddingText();
  const { log, key, verdict } = check;
  const logFile = `bid-log-${log.auctionId}.json`;
  return (
    <div className="grid gap-3">
      <p
        className={
          verdict.ok
            ? 'flex items-start gap-2 text-sm font-medium'
            : 'flex items-start gap-2 rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive'
        }
        data-testid="bid-log-verdict"
      >
        {verdict.ok ? (
          <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-live" aria-hidden />
        ) : (
          <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        )}
        <span className="min-w-0 break-words">{verdictText(verdict)}</span>
      </p>
      <div className="grid gap-1 text-sm">
        <span className="text-muted-foreground">{t('bidLog.headHash', { seq: log.head.seq })}</span>
        <code className="rounded-md bg-muted px-2 py-1.5 font-mono text-xs break-all" data-testid="bid-log-head" translate="no">
          {log.head.hash}
        </code>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => saveFile(logFile, `${JSON.stringify(log, null, 2)}\n`, 'application/json')}>
          <DownloadIcon aria-hidden />
          {t('bidLog.downloadLog')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => saveFile('neelami-bid-log-key.pem', key.pem, 'application/x-pem-file')}>
          <DownloadIcon aria-hidden />
          {t('bidLog.downloadKey')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('bidLog.runBefore')}{' '}
        <code className="font-mono break-all text-foreground" translate="no">
          npm run verify:bid-log -- {logFile} --key neelami-bid-log-key.pem
        </code>{' '}
        {t('bidLog.runAfter')}
      </p>
    </div>
  );
}

/**
 * Decision 020: anyone can check an auction's bid log here, in the browser: every bid chained by
 * SHA-256 to the one before it, and the head signed with the platform's key at the close.
 */
export function BidLogCheck({ auctionId }: { auctionId: string }) {
  const say = useMessages();
  const t = useBiddingText();
  const check = useBidLogCheck(auctionId);
  return (
    <section aria-labelledby="bid-log-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="bid-log-heading" className="mb-1 flex items-center gap-2 text-lg font-semibold">
        <FileCheck2Icon className="size-5 text-primary" aria-hidden />
        {t('bidLog.title')}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{t('bidLog.lead')}</p>
      <div className="grid gap-3">
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => check.mutate()}
          disabled={check.isPending}
          aria-busy={check.isPending || undefined}
        >
          {check.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <ShieldCheckIcon aria-hidden />}
          {check.isPending ? t('bidLog.verifying') : t('bidLog.verify')}
        </Button>
        <div role="status" aria-live="polite">
          {check.data ? (
            <Result check={check.data} />
          ) : check.isError ? (
            <p className="text-sm text-destructive">{t('bidLog.failed', { message: say.error(check.error, t('bidLog.tryAgain')) })}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

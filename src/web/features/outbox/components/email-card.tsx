import { MAIL_DELIVERY_LABELS, type OutboxItem } from '@shared/schemas/mail';
import { Badge } from '@web/components/ui/badge';
import { EmailBody } from './email-body';

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The outbox worker's attempts at a notification e-mail (decision 026). */
function RetryState({ retry }: { retry: NonNullable<OutboxItem['retry']> }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground" data-testid="retry-state">
      <span>Attempts: {retry.attempts}</span>
      {retry.status === 'failed' ? <Badge variant="destructive">Failed</Badge> : null}
      {retry.nextAttemptAt ? <span>Next retry: {timeFormat.format(new Date(retry.nextAttemptAt))}</span> : null}
      {retry.lastError ? <span className="text-destructive">Last error: {retry.lastError}</span> : null}
    </p>
  );
}

/**
 * One outbox e-mail: recipient, subject, time, delivery and its body; `rendered` shows the HTML as its
 * reader sees it (the admin page), otherwise the text with clickable links (the demo mailbox).
 */
export function EmailCard({ item, rendered = false }: { item: OutboxItem; rendered?: boolean }) {
  return (
    <article className="grid gap-2 rounded-lg border bg-card p-4" aria-label={item.subject}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold">{item.subject}</h3>
        <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
          {timeFormat.format(new Date(item.createdAt))}
        </time>
      </header>
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>
          To: <span className="font-medium text-foreground">{item.to}</span>
        </span>
        <Badge variant={item.delivery === 'sent' ? 'live' : item.delivery === 'not_sent' ? 'warning' : 'muted'} data-testid="delivery">
          {MAIL_DELIVERY_LABELS[item.delivery]}
        </Badge>
      </p>
      {item.retry ? <RetryState retry={item.retry} /> : null}
      {rendered && item.html ? (
        // NOTE: sandboxed with nothing allowed: no script, no form, no navigation of this page; its
        // one-time links are already masked by the server.
        <iframe
          title={`E-mail: ${item.subject}`}
          sandbox=""
          srcDoc={item.html}
          className="h-96 w-full rounded border bg-white"
          loading="lazy"
        />
      ) : (
        <EmailBody text={item.text} />
      )}
    </article>
  );
}

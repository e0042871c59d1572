import { useId } from 'react';
import type { OutboxItem } from '@shared/schemas/mail';
import { Badge } from '@web/components/ui/badge';
import { useAdminText } from '@web/i18n/ns/admin';
import { EmailBody } from './email-body';
import { useFormatDate } from '@web/lib/use-format-date';

/** The outbox worker's attempts at a notification e-mail (decision 026). */
function RetryState({ retry }: { retry: NonNullable<OutboxItem['retry']> }) {
  const formatDate = useFormatDate();
  const t = useAdminText();
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground" data-testid="retry-state">
      <span>{t('outbox.attempts', { count: retry.attempts })}</span>
      {retry.status === 'failed' ? <Badge variant="destructive">{t('outbox.failedBadge')}</Badge> : null}
      {retry.nextAttemptAt ? <span>{t('outbox.nextRetry', { when: formatDate(retry.nextAttemptAt, 'short') })}</span> : null}
      {retry.lastError ? <span className="text-destructive">{t('outbox.lastError', { error: retry.lastError })}</span> : null}
    </p>
  );
}

/**
 * One outbox e-mail: recipient, subject, time, delivery and its body; `rendered` shows the HTML as its
 * reader sees it (the admin page), otherwise the text with clickable links (the demo mailbox).
 */
export function EmailCard({ item, rendered = false }: { item: OutboxItem; rendered?: boolean }) {
  const formatDate = useFormatDate();
  const t = useAdminText();
  const subjectId = useId();
  // The e-mail's own words (subject, body) stay as the server wrote them; the chrome around them is translated.
  return (
    <article className="grid gap-2 rounded-lg border bg-card p-4" aria-labelledby={subjectId}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={subjectId} className="font-semibold" translate="no">
          {item.subject}
        </h3>
        <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
          {formatDate(item.createdAt, 'short')}
        </time>
      </header>
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>
          {t('outbox.to')}{' '}
          <span className="font-medium text-foreground" translate="no">
            {item.to}
          </span>
        </span>
        <Badge variant={item.delivery === 'sent' ? 'live' : item.delivery === 'not_sent' ? 'warning' : 'muted'} data-testid="delivery">
          {t(`outbox.delivery.${item.delivery}`)}
        </Badge>
      </p>
      {item.retry ? <RetryState retry={item.retry} /> : null}
      {rendered && item.html ? (
        // NOTE: sandboxed with nothing allowed: no script, no form, no navigation of this page; its
        // one-time links are already masked by the server.
        <iframe
          title={t('outbox.frame', { subject: item.subject })}
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

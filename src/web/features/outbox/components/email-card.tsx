import { MAIL_DELIVERY_LABELS, type OutboxItem } from '@shared/schemas/mail';
import { Badge } from '@web/components/ui/badge';
import { EmailBody } from './email-body';

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** One outbox e-mail: recipient, subject, time and body. */
export function EmailCard({ item }: { item: OutboxItem }) {
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
      <EmailBody text={item.text} />
    </article>
  );
}

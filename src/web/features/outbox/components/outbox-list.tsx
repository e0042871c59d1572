import { InboxIcon, RefreshCwIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/i18n/messages';
import { useAdminText } from '@web/i18n/ns/admin';
import { useOutbox } from '../api/get-outbox';
import { EmailCard } from './email-card';

/** Admin view of the e-mail outbox: what was written to whom, and whether it was delivered (one-time links masked by the server). */
export function OutboxList() {
  const t = useAdminText();
  const outbox = useOutbox();
  const [filter, setFilter] = useState('');
  const items = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const all = outbox.data?.items ?? [];
    return q ? all.filter((m) => m.to.toLowerCase().includes(q) || m.subject.toLowerCase().includes(q)) : all;
  }, [outbox.data, filter]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="search"
          aria-label={t('outbox.filter')}
          placeholder={t('outbox.filter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="max-w-sm"
        />
        <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCwIcon className={outbox.isFetching ? 'animate-spin' : undefined} aria-hidden />
          {t('common.refresh')}
        </Button>
      </div>
      {outbox.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t('outbox.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : outbox.isError && !outbox.data ? (
        <div className="grid justify-items-start gap-2 rounded-lg border p-6">
          <p className="font-medium">{t('outbox.failed')}</p>
          <p className="text-sm text-muted-foreground">{errorText(outbox.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void outbox.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <InboxIcon className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{filter ? t('outbox.noMatch') : t('outbox.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('outbox.emptyHint')}</p>
        </div>
      ) : (
        <div className="grid gap-3">
          {items.map((m) => (
            <EmailCard key={m.id} item={m} rendered />
          ))}
        </div>
      )}
    </div>
  );
}

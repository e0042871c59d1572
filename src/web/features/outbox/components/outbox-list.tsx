import { InboxIcon, RefreshCwIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOutbox } from '../api/get-outbox';
import { EmailCard } from './email-card';

/** Admin view of the e-mail outbox: what was written to whom, and whether it was delivered (one-time links masked by the server). */
export function OutboxList() {
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
          aria-label="Filter by recipient or subject"
          placeholder="Filter by recipient or subject"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="max-w-sm"
        />
        <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCwIcon className={outbox.isFetching ? 'animate-spin' : undefined} aria-hidden />
          Refresh
        </Button>
      </div>
      {outbox.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading e-mails">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : outbox.isError && !outbox.data ? (
        <div className="grid justify-items-start gap-2 rounded-lg border p-6">
          <p className="font-medium">Failed to load the outbox.</p>
          <p className="text-sm text-muted-foreground">{outbox.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void outbox.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <InboxIcon className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{filter ? 'No e-mail matches this filter' : 'The outbox is empty'}</p>
          <p className="text-sm text-muted-foreground">Every e-mail the platform writes appears here, with its delivery.</p>
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

import { useQueryClient } from '@tanstack/react-query';
import { InboxIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { devOutboxQuery, useDevOutbox } from '../api/get-dev-outbox';
import { EmailCard } from './email-card';

/**
 * In demo mode there is no mail server: this opens the outbox for the address a reset was asked
 * for, so its link can be followed. Outside demo mode it renders nothing; on another machine than
 * the server's it says why the mailbox does not open there (decision 011).
 */
export function DemoMailbox({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const outbox = useDevOutbox();
  if (outbox.isPending || outbox.data?.state === 'off') return null;
  if (outbox.data?.state === 'refused') {
    return <p className="text-sm text-muted-foreground">Demo mode: no e-mail leaves this server. {outbox.data.message}</p>;
  }

  const mine = (outbox.data?.state === 'open' ? outbox.data.items : []).filter((m) => m.to.toLowerCase() === email.toLowerCase());
  const reload = () => qc.invalidateQueries({ queryKey: devOutboxQuery.queryKey });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) void reload();
      }}
    >
      <p className="text-sm text-muted-foreground">
        Demo mode: no e-mail leaves this server.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => setOpen(true)}>
          <InboxIcon aria-hidden />
          Open the demo mailbox
        </Button>
      </p>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Demo mailbox</DialogTitle>
          <DialogDescription>E-mails sent to {email}, newest first.</DialogDescription>
        </DialogHeader>
        {outbox.isFetching && mine.length === 0 ? (
          <Skeleton className="h-32" />
        ) : mine.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No e-mail for this address yet. A reset link is only sent to an address that has an account.
          </p>
        ) : (
          <div className="grid gap-3">
            {mine.map((m) => (
              <EmailCard key={m.id} item={m} />
            ))}
          </div>
        )}
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={reload} disabled={outbox.isFetching}>
            <RefreshCwIcon className={outbox.isFetching ? 'animate-spin' : undefined} aria-hidden />
            Refresh
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { InboxIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { sharedText } from '@web/i18n/messages';
import { useAdminText } from '@web/i18n/ns/admin';
import { devOutboxQuery, useDevOutbox } from '../api/get-dev-outbox';
import { EmailCard } from './email-card';

/**
 * In demo mode there is no mail server: this opens the outbox for the address a reset was asked
 * for, so its link can be followed. Outside demo mode it renders nothing; on another machine than
 * the server's it says why the mailbox does not open there (decision 011).
 */
export function DemoMailbox({ email }: { email: string }) {
  const t = useAdminText();
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const outbox = useDevOutbox();
  if (outbox.isPending || outbox.data?.state === 'off') return null;
  if (outbox.data?.state === 'refused') {
    return (
      <p className="text-sm text-muted-foreground">
        {t('outbox.demoNote')} {sharedText(outbox.data.message)}
      </p>
    );
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
        {t('outbox.demoNote')}{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => setOpen(true)}>
          <InboxIcon aria-hidden />
          {t('outbox.openMailbox')}
        </Button>
      </p>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('outbox.mailbox')}</DialogTitle>
          <DialogDescription>{t('outbox.sentTo', { email })}</DialogDescription>
        </DialogHeader>
        {outbox.isFetching && mine.length === 0 ? (
          <Skeleton className="h-32" />
        ) : mine.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('outbox.none')}</p>
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
            {t('common.refresh')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

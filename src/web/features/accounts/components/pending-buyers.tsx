import { CheckCircle2Icon, Loader2Icon, UserCheckIcon } from 'lucide-react';
import { BUYER_TYPES, type BuyerType } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useAdminText } from '@web/i18n/ns/admin';
import { toast } from '@web/lib/toast';
import { errorText } from '@web/i18n/messages';
import { useApproveBuyer } from '../api/approve-buyer';
import { usePendingBuyers } from '../api/get-pending-buyers';
import { useFormatDate } from '@web/lib/use-format-date';

/**
 * Spec §1: a verified vendor may approve buyers so they can bid. It sees only the buyers the server
 * lists for it (interested in its own auctions), with the contacts masked there (decision 037).
 */
export function PendingBuyers() {
  const formatDate = useFormatDate();
  const t = useAdminText();
  const buyers = usePendingBuyers(true);
  const approve = useApproveBuyer();
  const items = buyers.data?.items ?? [];

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCheckIcon className="size-5" aria-hidden />
          {t('pendingBuyers.title')}
          {items.length ? <Badge variant="warning">{items.length}</Badge> : null}
        </CardTitle>
        <CardDescription>{t('pendingBuyers.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {buyers.isPending ? (
          <Skeleton className="h-24" />
        ) : buyers.isError ? (
          <p className="text-sm text-muted-foreground">{t('pendingBuyers.loadFailed', { message: errorText(buyers.error) })}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('pendingBuyers.none')}</p>
        ) : (
          <Table stackOnPhone className="min-w-[720px]" aria-label={t('pendingBuyers.label')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('common.buyer')}</TableHead>
                <TableHead>{t('pendingBuyers.type')}</TableHead>
                <TableHead>{t('common.phone')}</TableHead>
                <TableHead>{t('pendingBuyers.emd')}</TableHead>
                <TableHead>{t('pendingBuyers.registered')}</TableHead>
                <TableHead className="text-right">{t('pendingBuyers.action')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((b) => {
                const busy = approve.isPending && approve.variables === b.userId;
                const name = b.fullName || b.maskedEmail;
                return (
                  <TableRow key={b.userId} data-testid="pending-buyer-row">
                    <TableCell translate="no">
                      <p className="font-medium">{name}</p>
                      <p className="text-xs text-muted-foreground">{b.maskedEmail}</p>
                    </TableCell>
                    <TableCell className="text-sm">
                      {b.buyerType ? (BUYER_TYPES.includes(b.buyerType as BuyerType) ? t(`buyerType.${b.buyerType}`) : b.buyerType) : '—'}
                      {b.companyName ? (
                        <p className="text-xs text-muted-foreground" translate="no">
                          {b.companyName}
                        </p>
                      ) : null}
                    </TableCell>
                    <TableCell className="text-sm">
                      {b.phoneLast4 ? (
                        <span className="font-mono whitespace-nowrap tabular-nums">
                          <span aria-hidden>••••</span>
                          <span className="sr-only">{t('pendingBuyers.phoneEnding')}</span> {b.phoneLast4}
                        </span>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>
                      <Badge variant={b.emdPaid ? 'live' : 'muted'}>{b.emdPaid ? t('common.paid') : t('common.pending')}</Badge>
                    </TableCell>
                    <TableCell className="text-sm whitespace-nowrap">{formatDate(b.createdAt, 'day')}</TableCell>
                    <TableCell className="text-right">
                      <Button
                        size="sm"
                        disabled={approve.isPending}
                        onClick={() =>
                          approve.mutate(b.userId, {
                            onSuccess: () => toast.success(t('pendingBuyers.approved'), t('pendingBuyers.approvedText', { name })),
                            onError: (err) => toast.apiError(t('common.error'), err, t('pendingBuyers.failed')),
                          })
                        }
                      >
                        {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <CheckCircle2Icon aria-hidden />}
                        {t('pendingBuyers.approve')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

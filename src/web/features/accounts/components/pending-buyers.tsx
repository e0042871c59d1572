import { CheckCircle2Icon, Loader2Icon, UserCheckIcon } from 'lucide-react';
import { BUYER_TYPE_LABELS, type BuyerType } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/toast';
import { useApproveBuyer } from '../api/approve-buyer';
import { usePendingBuyers } from '../api/get-pending-buyers';

const joined = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Spec §1: a verified vendor may approve buyers so they can bid. */
export function PendingBuyers() {
  const buyers = usePendingBuyers(true);
  const approve = useApproveBuyer();
  const items = buyers.data?.items ?? [];

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCheckIcon className="size-5" aria-hidden />
          Pending Buyer Approvals
          {items.length ? <Badge variant="warning">{items.length}</Badge> : null}
        </CardTitle>
        <CardDescription>Buyers cannot bid until an admin or a verified vendor approves them.</CardDescription>
      </CardHeader>
      <CardContent>
        {buyers.isPending ? (
          <Skeleton className="h-24" />
        ) : buyers.isError ? (
          <p className="text-sm text-muted-foreground">Could not load pending buyers: {buyers.error.message}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No buyers are waiting for approval.</p>
        ) : (
          <Table stackOnPhone className="min-w-[720px]" aria-label="Pending buyers">
            <TableHeader>
              <TableRow>
                <TableHead>Buyer</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Phone</TableHead>
                <TableHead>EMD</TableHead>
                <TableHead>Registered</TableHead>
                <TableHead className="text-right">Action</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((b) => {
                const busy = approve.isPending && approve.variables === b.userId;
                const name = b.fullName || b.email;
                return (
                  <TableRow key={b.userId} data-testid="pending-buyer-row" data-email={b.email}>
                    <TableCell>
                      <p className="font-medium">{name}</p>
                      <p className="text-xs text-muted-foreground">{b.email}</p>
                    </TableCell>
                    <TableCell className="text-sm">
                      {b.buyerType ? (BUYER_TYPE_LABELS[b.buyerType as BuyerType] ?? b.buyerType) : '—'}
                      {b.companyName ? <p className="text-xs text-muted-foreground">{b.companyName}</p> : null}
                    </TableCell>
                    <TableCell className="text-sm">{b.phone ?? '—'}</TableCell>
                    <TableCell>
                      <Badge variant={b.emdPaid ? 'live' : 'muted'}>{b.emdPaid ? 'Paid' : 'Pending'}</Badge>
                    </TableCell>
                    <TableCell className="text-sm whitespace-nowrap">{joined.format(new Date(b.createdAt))}</TableCell>
                    <TableCell className="text-right">
                      <Button
                        size="sm"
                        disabled={approve.isPending}
                        onClick={() =>
                          approve.mutate(b.userId, {
                            onSuccess: () => toast.success('Buyer approved', `${name} can now bid once their EMD is paid.`),
                            onError: (err) => toast.apiError('Error', err, 'Failed to approve the buyer'),
                          })
                        }
                      >
                        {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <CheckCircle2Icon aria-hidden />}
                        Approve
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

import type { UseQueryResult } from '@tanstack/react-query';
import {
  BadgeIndianRupeeIcon,
  BanIcon,
  CheckCircle2Icon,
  CircleXIcon,
  MoreHorizontalIcon,
  ShieldMinusIcon,
  ShieldPlusIcon,
} from 'lucide-react';
import { useState } from 'react';
import { ROLES, type Role } from '@shared/domain/constants';
import { formatLakh } from '@shared/domain/money';
import type { AdminUser, AdminUserList } from '@shared/schemas/admin';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
import { ActionReasonDialog } from '@web/components/action-reason-dialog';
import { VerificationBadge } from '@web/components/verification-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useChangeRole } from '../api/change-role';
import { useChangeVerification } from '../api/change-verification';
import { useMarkEmd } from '../api/mark-emd';
import { useFormatDate } from '@web/lib/use-format-date';
import { useAdminText } from '@web/i18n/ns/admin';
import { MarkEmdDialog } from './mark-emd-dialog';

/** The users table: name, email, roles, status, EMD in lakh, joined date and the row actions. */
export function UsersTable({ query }: { query: UseQueryResult<AdminUserList> }) {
  const t = useAdminText();
  const [emdUser, setEmdUser] = useState<AdminUser | null>(null);
  return (
    <QueryStates
      query={query}
      what={t('usersTable.what')}
      loading={{ count: 5, height: 'h-12', label: t('usersTable.loading'), className: 'mt-4' }}
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyState title={t('usersTable.empty')} hint={t('usersTable.emptyHint')} />}
    >
      {({ items, total }) => (
        <>
          <Table stackOnPhone className="min-w-[880px]" aria-label={t('usersTable.label')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('common.name')}</TableHead>
                <TableHead>{t('common.email')}</TableHead>
                <TableHead>{t('usersTable.roles')}</TableHead>
                <TableHead>{t('common.status')}</TableHead>
                <TableHead>{t('usersTable.emd')}</TableHead>
                <TableHead>{t('usersTable.joined')}</TableHead>
                <TableHead className="text-right">{t('common.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((u) => (
                <UserRow key={u.userId} user={u} onMarkEmd={() => setEmdUser(u)} />
              ))}
            </TableBody>
          </Table>
          {total > items.length ? (
            <p className="mt-3 text-xs text-muted-foreground">{t('usersTable.showing', { shown: items.length, total })}</p>
          ) : null}
          <MarkEmdDialog user={emdUser} onOpenChange={(o) => !o && setEmdUser(null)} />
        </>
      )}
    </QueryStates>
  );
}

function UserRow({ user, onMarkEmd }: { user: AdminUser; onMarkEmd: () => void }) {
  const formatDate = useFormatDate();
  const t = useAdminText();
  const { me } = useSession();
  const self = me?.user.id === user.userId;
  const verification = useChangeVerification();
  const roles = useChangeRole();
  const emd = useMarkEmd();
  const name = user.fullName || user.email.split('@')[0];

  // NOTE: a status or role change tells its outcome from the promise, not mutate's callbacks, which are dropped
  // with this row: under a status filter or a role tab the user leaves the list (the table too, for the last
  // row) while the lists refresh, before they would run.
  // Suspending and rejecting ask first and take the reason the user reads (decision 042); verifying does not.
  const [asking, setAsking] = useState<'suspended' | 'rejected' | null>(null);
  const setStatus = (status: 'verified' | 'suspended' | 'rejected', reason?: string) =>
    verification.mutateAsync({ userId: user.userId, status, reason }).then(
      (u) => {
        setAsking(null);
        toast.success(
          u.verificationStatus === 'verified'
            ? t('usersTable.verified')
            : u.verificationStatus === 'rejected'
              ? t('usersTable.rejected')
              : t('usersTable.suspended'),
          t('usersTable.nowStatus', { name, status: u.verificationStatus }),
        );
      },
      (err: Error) => toast.apiError(t('common.error'), err, t('usersTable.updateFailed')),
    );

  const changeRole = (role: Role, add: boolean) =>
    roles.mutateAsync({ userId: user.userId, role, add }).then(
      () =>
        toast.success(
          add ? t('usersTable.roleAdded') : t('usersTable.roleRemoved'),
          t(add ? 'usersTable.roleNow' : 'usersTable.roleNoLonger', { name, role }),
        ),
      (err: Error) => toast.apiError(t('common.error'), err, t('usersTable.roleFailed')),
    );

  const clearEmd = () =>
    emd.mutate(
      { userId: user.userId, input: { paid: false } },
      {
        onSuccess: () => toast.success(t('usersTable.emdCleared'), t('usersTable.emdClearedText', { name })),
        onError: (err) => toast.apiError(t('common.error'), err, t('common.emdFailed')),
      },
    );

  const verified = user.verificationStatus === 'verified';
  const busy = verification.isPending || roles.isPending || emd.isPending;

  return (
    <TableRow data-testid="user-row" data-email={user.email}>
      <TableCell translate="no">
        <div className="font-medium">{name}</div>
        {user.companyName ? <div className="text-xs text-muted-foreground">{user.companyName}</div> : null}
      </TableCell>
      <TableCell className="max-w-56 truncate max-sm:col-span-2" translate="no">
        {user.email}
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          {user.roles.map((r) => (
            <Badge key={r} variant={r === 'admin' ? 'default' : r === 'vendor' ? 'accent' : 'secondary'}>
              {t(`role.${r}`)}
            </Badge>
          ))}
        </div>
      </TableCell>
      <TableCell>
        <VerificationBadge status={user.verificationStatus} />
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">
        {user.emdPaid ? (
          <span className="font-medium">{formatLakh(user.emdAmount)}</span>
        ) : user.roles.includes('buyer') ? (
          <span className="text-muted-foreground">{t('common.pending')}</span>
        ) : (
          <span className="text-muted-foreground" aria-label={t('usersTable.notApplicable')}>
            —
          </span>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(user.createdAt, 'day')}</TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <Button
            size="sm"
            variant={verified ? 'outline' : 'default'}
            onClick={() => (verified ? setAsking('suspended') : void setStatus('verified'))}
            disabled={self || busy}
            title={self ? t('usersTable.ownStatus') : undefined}
          >
            {verified ? <BanIcon aria-hidden /> : <CheckCircle2Icon aria-hidden />}
            {verified ? t('usersTable.suspend') : t('common.verify')}
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="icon" variant="ghost" aria-label={t('usersTable.moreActions', { name })} disabled={busy}>
                <MoreHorizontalIcon aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{t('usersTable.roles')}</DropdownMenuLabel>
              {ROLES.map((r) => {
                const has = user.roles.includes(r);
                const blocked = self && r === 'admin' && has;
                return (
                  <DropdownMenuItem key={r} disabled={blocked} onSelect={() => changeRole(r, !has)}>
                    {has ? <ShieldMinusIcon aria-hidden /> : <ShieldPlusIcon aria-hidden />}
                    {has ? t('usersTable.removeRole', { role: r }) : t('usersTable.addRole', { role: r })}
                  </DropdownMenuItem>
                );
              })}
              {user.verificationStatus === 'pending' && !self ? (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => setAsking('rejected')}>
                    <CircleXIcon aria-hidden />
                    {t('usersTable.reject')}
                  </DropdownMenuItem>
                </>
              ) : null}
              <DropdownMenuSeparator />
              <DropdownMenuLabel>{t('usersTable.emd')}</DropdownMenuLabel>
              <DropdownMenuItem onSelect={onMarkEmd}>
                <BadgeIndianRupeeIcon aria-hidden />
                {user.emdPaid ? t('usersTable.changeEmd') : t('usersTable.markEmdPaid')}
              </DropdownMenuItem>
              {user.emdPaid ? (
                <DropdownMenuItem onSelect={clearEmd}>
                  <BanIcon aria-hidden />
                  {t('usersTable.markEmdPending')}
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <ActionReasonDialog
          open={asking !== null}
          title={asking === 'rejected' ? t('usersTable.rejectTitle', { name }) : t('usersTable.suspendTitle', { name })}
          description={asking === 'rejected' ? t('usersTable.rejectDescription', { name }) : t('usersTable.suspendDescription', { name })}
          warning={
            asking === 'suspended' && user.leadingLiveAuctions > 0
              ? t('usersTable.leadingWarning', { name, count: user.leadingLiveAuctions })
              : undefined
          }
          submitLabel={asking === 'rejected' ? t('usersTable.reject') : t('usersTable.suspend')}
          required
          destructive
          pending={verification.isPending}
          onSubmit={(reason) => asking && void setStatus(asking, reason)}
          onCancel={() => setAsking(null)}
        />
      </TableCell>
    </TableRow>
  );
}

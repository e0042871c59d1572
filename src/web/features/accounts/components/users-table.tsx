import type { UseQueryResult } from '@tanstack/react-query';
import { BadgeIndianRupeeIcon, BanIcon, CheckCircle2Icon, MoreHorizontalIcon, ShieldMinusIcon, ShieldPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ROLES, type Role } from '@shared/domain/constants';
import { formatLakh } from '@shared/domain/money';
import type { AdminUser, AdminUserList } from '@shared/schemas/admin';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
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
import { capitalise, formatDay } from '@web/lib/format';
import { MarkEmdDialog } from './mark-emd-dialog';

/** The users table: name, email, roles, status, EMD in lakh, joined date and the row actions. */
export function UsersTable({ query }: { query: UseQueryResult<AdminUserList> }) {
  const [emdUser, setEmdUser] = useState<AdminUser | null>(null);
  return (
    <QueryStates
      query={query}
      what="users"
      loading={{ count: 5, height: 'h-12', label: 'Loading users', className: 'mt-4' }}
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyState title="No users found" hint="Try adjusting your search or filters" />}
    >
      {({ items, total }) => (
        <>
          <Table stackOnPhone className="min-w-[880px]" aria-label="Users">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Roles</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>EMD</TableHead>
                <TableHead>Joined</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((u) => (
                <UserRow key={u.userId} user={u} onMarkEmd={() => setEmdUser(u)} />
              ))}
            </TableBody>
          </Table>
          {total > items.length ? (
            <p className="mt-3 text-xs text-muted-foreground">
              Showing the first {items.length} of {total}. Narrow the search to find others.
            </p>
          ) : null}
          <MarkEmdDialog user={emdUser} onOpenChange={(o) => !o && setEmdUser(null)} />
        </>
      )}
    </QueryStates>
  );
}

function UserRow({ user, onMarkEmd }: { user: AdminUser; onMarkEmd: () => void }) {
  const { me } = useSession();
  const self = me?.user.id === user.userId;
  const verification = useChangeVerification();
  const roles = useChangeRole();
  const emd = useMarkEmd();
  const name = user.fullName || user.email.split('@')[0];

  const toggle = () =>
    verification.mutate(
      { userId: user.userId },
      {
        onSuccess: (u) =>
          toast.success(
            u.verificationStatus === 'verified' ? 'User verified' : 'User suspended',
            `${name} is now ${u.verificationStatus}.`,
          ),
        onError: (err) => toast.apiError('Error', err, 'Failed to update the user'),
      },
    );

  const changeRole = (role: Role, add: boolean) =>
    roles.mutate(
      { userId: user.userId, role, add },
      {
        onSuccess: () =>
          toast.success(
            add ? 'Role added' : 'Role removed',
            `${name} ${add ? 'is now' : 'is no longer'} ${role === 'admin' ? 'an' : 'a'} ${role}.`,
          ),
        onError: (err) => toast.apiError('Error', err, 'Failed to change the role'),
      },
    );

  const clearEmd = () =>
    emd.mutate(
      { userId: user.userId, input: { paid: false } },
      {
        onSuccess: () => toast.success('EMD cleared', `${name}'s EMD is now pending.`),
        onError: (err) => toast.apiError('Error', err, 'Failed to update the EMD'),
      },
    );

  const verified = user.verificationStatus === 'verified';
  const busy = verification.isPending || roles.isPending || emd.isPending;

  return (
    <TableRow data-testid="user-row" data-email={user.email}>
      <TableCell>
        <div className="font-medium">{name}</div>
        {user.companyName ? <div className="text-xs text-muted-foreground">{user.companyName}</div> : null}
      </TableCell>
      <TableCell className="max-w-56 truncate max-sm:col-span-2">{user.email}</TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          {user.roles.map((r) => (
            <Badge key={r} variant={r === 'admin' ? 'default' : r === 'vendor' ? 'accent' : 'secondary'}>
              {capitalise(r)}
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
          <span className="text-muted-foreground">Pending</span>
        ) : (
          <span className="text-muted-foreground" aria-label="Not applicable">
            —
          </span>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDay(user.createdAt)}</TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <Button
            size="sm"
            variant={verified ? 'outline' : 'default'}
            onClick={toggle}
            disabled={self || busy}
            title={self ? 'You cannot change your own status' : undefined}
          >
            {verified ? <BanIcon aria-hidden /> : <CheckCircle2Icon aria-hidden />}
            {verified ? 'Suspend' : 'Verify'}
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="icon" variant="ghost" aria-label={`More actions for ${name}`} disabled={busy}>
                <MoreHorizontalIcon aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>Roles</DropdownMenuLabel>
              {ROLES.map((r) => {
                const has = user.roles.includes(r);
                const blocked = self && r === 'admin' && has;
                return (
                  <DropdownMenuItem key={r} disabled={blocked} onSelect={() => changeRole(r, !has)}>
                    {has ? <ShieldMinusIcon aria-hidden /> : <ShieldPlusIcon aria-hidden />}
                    {has ? `Remove ${r} role` : `Add ${r} role`}
                  </DropdownMenuItem>
                );
              })}
              <DropdownMenuSeparator />
              <DropdownMenuLabel>EMD</DropdownMenuLabel>
              <DropdownMenuItem onSelect={onMarkEmd}>
                <BadgeIndianRupeeIcon aria-hidden />
                {user.emdPaid ? 'Change EMD amount' : 'Mark EMD paid'}
              </DropdownMenuItem>
              {user.emdPaid ? (
                <DropdownMenuItem onSelect={clearEmd}>
                  <BanIcon aria-hidden />
                  Mark EMD pending
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </TableCell>
    </TableRow>
  );
}

import { BadgeIndianRupeeIcon, ShieldIcon, StoreIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROLES, VERIFICATION_STATUSES, type Role, type VerificationStatus } from '@shared/domain/constants';
import { USER_TABS, type UserTab } from '@shared/schemas/admin';
import { Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useUsers } from '../api/get-users';
import { useDebounced } from '@web/lib/use-debounced';
import { FilterBar, FilterSelect } from '@web/components/ui/filter-bar';
import { StatCard } from '@web/components/stat-card';
import { AddUserDialog } from './add-user-dialog';
import { UsersTable } from './users-table';

const TAB_LABELS: Record<UserTab, string> = { all: 'All Users', admins: 'Admins', vendors: 'Vendors', buyers: 'Buyers' };
/** The status filter offers every verification status but 'rejected'. */
const LISTED_STATUSES = VERIFICATION_STATUSES.filter((s) => s !== 'rejected');

/** Spec §2 User Management: cards, four real tabs, search, role and status filters, the table. */
export function UserManagement() {
  const [tab, setTab] = useState<UserTab>('all');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | 'all'>('all');
  const [status, setStatus] = useState<VerificationStatus | 'all'>('all');
  const [adding, setAdding] = useState(false);
  const q = useDebounced(search);
  const users = useUsers({ q, role, status, tab });
  const counts = users.data?.counts;
  const loading = users.isPending;

  return (
    <Page
      title="User Management"
      description="Verify, suspend and manage the roles and EMD of every account."
      actions={
        <>
          <Button variant="outline" asChild>
            <Link to="/admin/emd-deposits">
              <BadgeIndianRupeeIcon aria-hidden />
              EMD Deposits
            </Link>
          </Button>
          <Button onClick={() => setAdding(true)}>
            <UserPlusIcon aria-hidden />
            Add User
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Users" value={counts?.total ?? 0} icon={UsersIcon} loading={loading} tone="primary" />
        <StatCard label="Admins" value={counts?.admins ?? 0} icon={ShieldIcon} loading={loading} />
        <StatCard label="Vendors" value={counts?.vendors ?? 0} icon={StoreIcon} loading={loading} />
        <StatCard label="Buyers" value={counts?.buyers ?? 0} icon={UsersIcon} loading={loading} />
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as UserTab)} className="mt-6">
        <TabsList aria-label="User groups">
          {USER_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>

        <Card className="mt-4 p-4">
          <FilterBar
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name, email or phone"
            aria-label="Search users"
          >
            <FilterSelect label="Filter by role" allLabel="All roles" values={ROLES} value={role} onValueChange={setRole} />
            <FilterSelect
              label="Filter by status"
              allLabel="All statuses"
              values={LISTED_STATUSES}
              value={status}
              onValueChange={setStatus}
            />
          </FilterBar>

          {USER_TABS.map((t) => (
            <TabsContent key={t} value={t}>
              <UsersTable query={users} />
            </TabsContent>
          ))}
        </Card>
      </Tabs>

      <AddUserDialog open={adding} onOpenChange={setAdding} />
    </Page>
  );
}

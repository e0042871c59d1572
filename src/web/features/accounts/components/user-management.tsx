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
import { useAdminText } from '@web/i18n/ns/admin';
import { AddUserDialog } from './add-user-dialog';
import { UsersTable } from './users-table';

/** The status filter offers every verification status but 'rejected'. */
const LISTED_STATUSES = VERIFICATION_STATUSES.filter((s) => s !== 'rejected');

/** Spec §2 User Management: cards, four real tabs, search, role and status filters, the table. */
export function UserManagement() {
  const t = useAdminText();
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
      title={t('users.title')}
      description={t('users.description')}
      actions={
        <>
          <Button variant="outline" asChild>
            <Link to="/admin/emd-deposits">
              <BadgeIndianRupeeIcon aria-hidden />
              {t('users.emdDeposits')}
            </Link>
          </Button>
          <Button onClick={() => setAdding(true)}>
            <UserPlusIcon aria-hidden />
            {t('users.addUser')}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('users.totalUsers')} value={counts?.total ?? 0} icon={UsersIcon} loading={loading} tone="primary" />
        <StatCard label={t('users.admins')} value={counts?.admins ?? 0} icon={ShieldIcon} loading={loading} />
        <StatCard label={t('users.vendors')} value={counts?.vendors ?? 0} icon={StoreIcon} loading={loading} />
        <StatCard label={t('users.buyers')} value={counts?.buyers ?? 0} icon={UsersIcon} loading={loading} />
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as UserTab)} className="mt-6">
        <TabsList aria-label={t('users.groups')}>
          {USER_TABS.map((g) => (
            <TabsTrigger key={g} value={g}>
              {t(`users.tabs.${g}`)}
            </TabsTrigger>
          ))}
        </TabsList>

        <Card className="mt-4 p-4">
          <FilterBar
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('users.searchPlaceholder')}
            aria-label={t('users.searchLabel')}
          >
            <FilterSelect
              label={t('users.filterByRole')}
              allLabel={t('users.allRoles')}
              values={ROLES}
              optionLabel={(r) => t(`role.${r}`)}
              value={role}
              onValueChange={setRole}
            />
            <FilterSelect
              label={t('common.filterByStatus')}
              allLabel={t('common.allStatuses')}
              values={LISTED_STATUSES}
              optionLabel={(s) => t(`verification.${s}`)}
              value={status}
              onValueChange={setStatus}
            />
          </FilterBar>

          {USER_TABS.map((g) => (
            <TabsContent key={g} value={g}>
              <UsersTable query={users} />
            </TabsContent>
          ))}
        </Card>
      </Tabs>

      <AddUserDialog open={adding} onOpenChange={setAdding} />
    </Page>
  );
}

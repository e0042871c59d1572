import { UserManagement } from '@web/features/admin/components/users/user-management';

export default function AdminUsersRoute() {
  return <UserManagement />;
}

import { EmdDeposits } from '@web/features/admin/components/emd/emd-deposits';

export default function AdminEmdDepositsRoute() {
  return <EmdDeposits />;
}

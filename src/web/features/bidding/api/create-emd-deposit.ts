import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmdDeposit, EmdDepositCreate } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { myEmdDepositsQueryKey } from './get-my-emd-deposits';

/** `POST /api/emd-deposits`: the buyer reports a NEFT/RTGS transfer; an admin verifies it. */
export function createEmdDeposit(input: EmdDepositCreate): Promise<EmdDeposit> {
  return api<EmdDeposit>('/api/emd-deposits', { method: 'POST', body: input });
}

export function useCreateEmdDeposit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createEmdDeposit,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: myEmdDepositsQueryKey });
      void qc.invalidateQueries({ queryKey: ['buyer', 'dashboard'] });
    },
  });
}

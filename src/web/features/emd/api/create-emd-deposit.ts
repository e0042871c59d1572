import { useMutation } from '@tanstack/react-query';
import type { EmdDeposit, EmdDepositCreate } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { emdKeys } from './emd-keys';

/** `POST /api/emd-deposits`: the buyer reports a NEFT/RTGS transfer; an admin verifies it. */
export function createEmdDeposit(input: EmdDepositCreate): Promise<EmdDeposit> {
  return api<EmdDeposit>('/api/emd-deposits', { method: 'POST', body: input });
}

/** Refreshes the buyer's deposits, and what the composing route adds (the buyer's dashboard figures). */
export function useCreateEmdDeposit() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: createEmdDeposit,
    onSuccess: () => {
      void refresh(emdKeys.mine());
    },
  });
}

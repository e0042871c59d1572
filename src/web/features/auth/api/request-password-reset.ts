import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** The e-mailed link passes through the server and lands on /auth?token=… (spec §7). */
export const RESET_REDIRECT_PATH = '/auth';

export function requestPasswordReset(email: string): Promise<unknown> {
  return api('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: email.trim(), redirectTo: RESET_REDIRECT_PATH },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

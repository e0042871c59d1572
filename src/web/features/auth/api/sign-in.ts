import { useMutation } from '@tanstack/react-query';
import type { SignIn } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

/** `POST /api/auth/sign-in/email`: Better Auth sets the session cookie on success. */
export function signIn(input: SignIn): Promise<unknown> {
  return api('/api/auth/sign-in/email', { method: 'POST', body: { email: input.email, password: input.password } });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

/**
 * `POST /api/auth/sign-up/email` with the whole registration form: the server parses it with the
 * same RegistrationSchema the form uses, and Better Auth signs the new account in.
 */
export function signUp(input: RegistrationInput): Promise<unknown> {
  return api('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, name: input.fullName.trim() },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

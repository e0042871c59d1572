import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';
import { signIn } from './sign-in';

/**
 * `POST /api/auth/sign-up/email` with the whole registration form (the server parses it with the
 * same RegistrationSchema the form uses), then a sign-in with the same e-mail and password.
 *
 * NOTE: the server answers a registration the same whether or not the address already has an
 * account, and signs no one in, so that registering cannot tell who has one. The sign-in that
 * follows succeeds for the new account; `signedIn` is false when it does not (the address was
 * taken: its owner has been e-mailed), and the form then says the same "check your email" and
 * offers Sign In.
 */
export async function signUp(input: RegistrationInput): Promise<{ signedIn: boolean }> {
  await api('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, name: input.fullName.trim() },
  });
  try {
    await signIn({ email: input.email.trim(), password: input.password });
    return { signedIn: true };
  } catch {
    return { signedIn: false };
  }
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

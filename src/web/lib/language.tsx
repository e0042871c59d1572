import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@shared/domain/languages';
import type { LanguageChange, Me } from '@shared/schemas/account';
import { chooseLanguage, currentLanguage, PSEUDO } from '@web/i18n/i18n';
import { api } from './api-client';
import { hydrated } from './hydration';
import { meQueryKey, useSession } from './session';

/** `PATCH /api/me/language`: keeps the signed-in user's language on the account. */
export function saveLanguage(language: Language): Promise<LanguageChange> {
  return api<LanguageChange>('/api/me/language', { method: 'PATCH', body: { language } });
}

/** Chooses a language: the screens switch at once, the browser remembers it, and so does the account when signed in. */
export function useChooseLanguage() {
  const { me } = useSession();
  const qc = useQueryClient();
  return useCallback(
    async (language: Language) => {
      await chooseLanguage(language);
      if (!me?.profile || me.profile.language === language) return;
      try {
        await saveLanguage(language);
        qc.setQueryData<Me | null>(meQueryKey, (old) => (old?.profile ? { ...old, profile: { ...old.profile, language } } : old));
      } catch (err) {
        // The screens already speak the language; only another device will not know it.
        console.error(err);
      }
    },
    [me, qc],
  );
}

/**
 * On sign-in, the account's language wins (a sign-in on another device restores it); an account
 * still on the default English takes the language this browser was already showing, so a visitor
 * who chose Hindi and then registers keeps Hindi.
 */
export function AccountLanguage() {
  const { me } = useSession();
  const qc = useQueryClient();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const userId = me?.user.id ?? null;
    if (userId === applied.current) return;
    applied.current = userId;
    const account = me?.profile?.language;
    if (!account) return;
    const shown = currentLanguage();
    if (shown === PSEUDO || shown === account) return;
    if (account !== DEFAULT_LANGUAGE) {
      // NOTE: after hydration: a server-rendered page hydrates in the language the server wrote it in.
      void hydrated.then(() => chooseLanguage(account));
      return;
    }
    saveLanguage(shown).then(
      () =>
        qc.setQueryData<Me | null>(meQueryKey, (old) => (old?.profile ? { ...old, profile: { ...old.profile, language: shown } } : old)),
      (err: unknown) => console.error(err),
    );
  }, [me, qc]);
  return null;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '@shared/messages/auction';
import { REMINDER_MESSAGES } from '@shared/messages/reminder';
import { WATCHLIST_MESSAGES } from '@shared/messages/watchlist';
import { AUTH_MESSAGES } from '@shared/schemas/auth';
import { EMD_BANK_DETAILS, EMD_MESSAGES } from '@shared/schemas/emd';

const english = (ns: string) =>
  JSON.parse(readFileSync(new URL(`./locales/en/${ns}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

/**
 * The screens' own copies of shared messages (the spec's words, which the server sends too), read by
 * key with `t`, say exactly the same in English as the constants.
 */
describe('catalogue copies of the shared messages', () => {
  it.each([
    ['auctions', 'auction', AUCTION_MESSAGES],
    ['auctions', 'watchlist', WATCHLIST_MESSAGES],
    ['auctions', 'reminder', REMINDER_MESSAGES],
  ] as const)('%s messages.%s is the shared constant', (ns, group, constant) => {
    expect((english(ns).messages as Record<string, unknown>)[group]).toEqual(constant);
  });

  it('the EMD messages the deposit form shows are the shared constant', () => {
    const { bankNote, ...copies } = (english('bidding').messages as Record<string, Record<string, string>>).emd!;
    expect(bankNote).toBe(EMD_BANK_DETAILS.note);
    for (const [key, text] of Object.entries(copies)) expect(EMD_MESSAGES[key as keyof typeof EMD_MESSAGES], key).toBe(text);
  });

  it('auth messages are the shared constant', () => {
    expect(english('auth').messages).toEqual(AUTH_MESSAGES);
  });
});

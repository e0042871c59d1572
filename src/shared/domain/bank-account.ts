/**
 * A buyer's own bank account: the one an EMD is paid from, and so the one it is refunded to
 * (decision 033). The rules here are the server's and the deposit form's alike.
 */

/** An Indian bank account number: 9 to 18 digits (spaces ignored). */
export const BANK_ACCOUNT_PATTERN = /^[0-9]{9,18}$/;
/** IFSC: four letters (the bank), 0, then six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** The longest account holder's name taken (banks print at most 140 characters in NEFT). */
export const MAX_HOLDER_NAME = 140;

/** The digits shown of an account number everywhere after it is entered. */
export function accountLast4(account: string): string {
  return account.slice(-4);
}

/** Titles a bank may print before a name ("Mr", "Smt", "M/s" for a firm); they are not part of it. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'shri', 'sri', 'smt', 'kumari', 'km']);
const FIRM_TITLE = /^\s*m\/s\b\.?/i;
/** Words a bank spells out or shortens in a firm's name. */
const SHORT: Record<string, string> = { private: 'pvt', limited: 'ltd', company: 'co', corporation: 'corp', and: '&' };

/** The words of a name: lower case, dots, commas and dashes as spaces, a leading title dropped. */
function wordsOf(name: string): string[] {
  const words = name
    .normalize('NFKC')
    .replace(FIRM_TITLE, ' ')
    .toLocaleLowerCase('en-IN')
    .split(/[^\p{L}\p{M}\p{N}&]+/u)
    .filter(Boolean)
    .map((w) => SHORT[w] ?? w);
  while (words.length > 1 && TITLES.has(words[0]!)) words.shift();
  return words;
}

const firstLetter = (word: string) => [...word][0]!;

/**
 * Whether a bank account's holder name is the same name as `name` (a profile's): the same words in
 * any order (banks print "MEHTA RAHUL" as often as "Rahul Mehta"), case, spacing and dots aside, where
 * an initial stands for one word that starts with it ("R. K. Sharma" is "Rajesh Kumar Sharma"). A word
 * more or less is another name: "Rahul Mehta" is not "Rahul Kumar Mehta".
 */
export function holderNameMatches(holder: string, name: string): boolean {
  const ours = wordsOf(holder);
  const theirs = wordsOf(name);
  if (ours.length === 0 || ours.length !== theirs.length) return false;
  // Words both sides have are paired off first; what is left pairs an initial with a word.
  const left: string[] = [];
  for (const word of ours) {
    const at = theirs.indexOf(word);
    if (at >= 0) theirs.splice(at, 1);
    else left.push(word);
  }
  // NOTE: after the pairing no word is on both sides, so per first letter one side must have only
  // initials, one for each word the other side has.
  const tally = new Map<string, { words: [number, number]; initials: [number, number] }>();
  const count = (word: string, side: 0 | 1) => {
    const t = tally.get(firstLetter(word)) ?? { words: [0, 0], initials: [0, 0] };
    if ([...word].length === 1) t.initials[side] += 1;
    else t.words[side] += 1;
    tally.set(firstLetter(word), t);
  };
  for (const word of left) count(word, 0);
  for (const word of theirs) count(word, 1);
  for (const { words, initials } of tally.values()) {
    const [ourWords, theirWords] = words;
    const [ourInitials, theirInitials] = initials;
    const fits =
      (ourWords === 0 && theirInitials === 0 && ourInitials === theirWords) ||
      (theirWords === 0 && ourInitials === 0 && theirInitials === ourWords);
    if (!fits) return false;
  }
  return true;
}

const UNIQUE_VIOLATION = '23505';
const CLAIMS_KEY = 'money_in_utrs_pkey';

type DbError = { code?: string; constraint?: string; message?: string; cause?: DbError };

/**
 * Whether an insert failed because its UTR already paid something else in: the triggers of migration
 * 0020 claim each UTR in `money_in_utrs`, and a UTR another table holds fails on that table's key.
 * (Drizzle may wrap the driver's error; the driver's is its cause.)
 */
export function isUtrClaimedElsewhere(err: unknown): boolean {
  for (let e = err as DbError | undefined, depth = 0; e && depth < 3; e = e.cause, depth++) {
    if (e.code === UNIQUE_VIOLATION && (e.constraint === CLAIMS_KEY || e.message?.includes(CLAIMS_KEY))) return true;
  }
  return false;
}

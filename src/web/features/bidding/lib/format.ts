import { LAKH } from '@shared/domain/money';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian digit grouping without the symbol, for the amount input: 1,25,00,000. */
export const groupDigits = (amount: number) => grouping.format(amount);

/** Label of a quick-add button (spec §9): "5 L", "10 L", "25 L". */
export const quickAddLabel = (amount: number) => `${+(amount / LAKH).toFixed(2)} L`;

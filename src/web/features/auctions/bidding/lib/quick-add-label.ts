import { LAKH } from '@shared/domain/money';

/** Label of a quick-add button (spec §9): "5 L", "10 L", "25 L". */
export const quickAddLabel = (amount: number) => `${+(amount / LAKH).toFixed(2)} L`;

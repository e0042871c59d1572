import { LAKH } from '@shared/domain/money';

/** Lakhs of a quick-add button (spec §9): 5, 10, 25; its label reads "+5 L". */
export const quickAddLakhs = (amount: number) => `${+(amount / LAKH).toFixed(2)}`;

/** Label of a quick-add button (spec §9): "5 L", "10 L", "25 L". */
export const quickAddLabel = (amount: number) => `${quickAddLakhs(amount)} L`;

import { DEFAULT_LANGUAGE, type Language } from '../domain/languages';
import { formatINR } from '../domain/money';
import { CATALOGUES, createI18n } from './i18n';
import { translate } from './lingui-translate';

/**
 * What a Recent Activity line says of an audit entry besides its action and actor, read from the entry's
 * snapshots by the audit module: the object's label, and per action a detail (a user's new verification
 * status, the role added or removed, a bid's status change, a document's review status, an amount).
 * Statuses and roles are codes; each is worded from the catalogue.
 */
export type ActivityFacts = {
  label: string | null;
  verificationStatus?: string;
  role?: string;
  bidStatus?: { from: string; to: string };
  documentStatus?: string;
  amount?: number;
};

const yes = (value: unknown): 'yes' | 'no' => (value ? 'yes' : 'no');

/**
 * An audit entry as one line in a language (`activity.<action>` in `locales/<language>/activity.json`),
 * e.g. `Asha Admin approved auction "Row house in Thane"`. An action the catalogue does not know reads as
 * its code, in English as before.
 */
export function activitySummary(
  action: string,
  actorName: string | null,
  facts: ActivityFacts,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const catalogue = CATALOGUES[language];
  const i18n = createI18n(language);
  // A code the catalogue has no word for (a status added later) is shown as it is.
  const word = (group: string, code: string) =>
    catalogue[`activity.${group}.${code}`] ? translate(i18n, `activity.${group}.${code}`) : code;
  const who = actorName ?? translate(i18n, 'activity.someone');
  if (!catalogue[`activity.${action}`]) return `${who} ${action}${facts.label ? ` "${facts.label}"` : ''}`;
  const status = facts.verificationStatus ?? facts.documentStatus;
  return translate(i18n, `activity.${action}`, {
    who,
    hasLabel: yes(facts.label),
    label: facts.label ?? '',
    hasStatus: yes(status),
    status: facts.verificationStatus
      ? word('verification', facts.verificationStatus)
      : facts.documentStatus
        ? word('documentStatus', facts.documentStatus)
        : '',
    hasRole: yes(facts.role),
    role: facts.role ? word('role', facts.role) : '',
    hasChange: yes(facts.bidStatus),
    from: facts.bidStatus ? word('bidStatus', facts.bidStatus.from) : '',
    to: facts.bidStatus ? word('bidStatus', facts.bidStatus.to) : '',
    hasAmount: yes(facts.amount !== undefined),
    amount: facts.amount !== undefined ? formatINR(facts.amount) : '',
  });
}

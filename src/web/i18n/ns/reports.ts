import english from '../locales/en/reports.json?compiled';
import { namespace } from '../namespace';
import { propertyTerms } from './common';

/** The dashboards' figures and the three report pages (buyer, vendor, admin), with their charts. */
export const { useText: useReportsText, t: reportsText } = namespace('reports', english);

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * A report's insight as the server words it (`reports.service.ts`, in English) in the current
 * language; one the catalogue does not know shows as it came.
 */
export function insightText(t: T, english: string): string {
  let m: RegExpExecArray | null;
  if (english === 'You have not bid yet: browse live auctions to place your first bid.') return t('insight.notBidYet');
  if (english === 'List your first property to start receiving bids.') return t('insight.listFirst');
  if ((m = /^Most of your bids in this period were on (.+) property\.$/.exec(english)))
    return t('insight.mostBidsOnType', { type: propertyTerms.propertyType(m[1]!) });
  if ((m = /^(.+) is where you bid most \((\d+) bids\)\.$/.exec(english))) return t('insight.mostBidsInCity', { city: m[1], count: m[2] });
  if ((m = /^(\d+) of the (\d+) ended auctions you bid on were confirmed to you\.$/.exec(english)))
    return t('insight.wonOfEnded', { won: m[1], ended: m[2] });
  if ((m = /^(\d+)% of your ended auctions were sold \(their sale completed\)\.$/.exec(english)))
    return t('insight.sellThrough', { rate: m[1] });
  if ((m = /^"(.+)" drew the most bids \((\d+)\)\.$/.exec(english))) return t('insight.mostBidsAuction', { title: m[1], count: m[2] });
  if ((m = /^On average ([\d.]+) bids per listing\.$/.exec(english))) return t('insight.bidsPerListing', { average: m[1] });
  return english;
}

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/domain/languages';
import { CATALOGUES } from '../../../shared/messages/i18n';
import { AUDIT_ACTIONS } from '../../../shared/schemas/audit';
import { summarize } from './audit.service';

type Row = [
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  actor: string | null,
  english: string,
];

describe('a Recent Activity line', () => {
  // Every action, and each detail, as the English summaries read before they were worded from the catalogue
  // (decision 044): word for word the same, the withdrawal request apart.
  const ENGLISH: Row[] = [
    ['auction.create', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin created auction "Flat in Pune"'],
    ['auction.update', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin updated auction "Flat in Pune"'],
    ['auction.delete', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin deleted auction "Flat in Pune"'],
    ['auction.approve', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin approved auction "Flat in Pune"'],
    ['auction.start', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin started auction "Flat in Pune"'],
    ['auction.end', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin ended auction "Flat in Pune"'],
    ['auction.image.add', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin added images to "Flat in Pune"'],
    ['auction.image.remove', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin removed an image from "Flat in Pune"'],
    ['auction.image.arrange', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin rearranged the images of "Flat in Pune"'],
    ['user.create', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin added user "Flat in Pune"'],
    ['user.verification', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin changed the verification of "Flat in Pune"'],
    ['user.role.add', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin added a role to "Flat in Pune"'],
    ['user.role.remove', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin removed a role from "Flat in Pune"'],
    ['user.emd', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin updated the EMD of "Flat in Pune"'],
    ['buyer.approve', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin approved buyer "Flat in Pune"'],
    ['emd_deposit.create', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin submitted an EMD deposit of "Flat in Pune"'],
    ['emd_deposit.verify', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin verified the EMD deposit of "Flat in Pune"'],
    ['emd_deposit.reject', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin rejected the EMD deposit of "Flat in Pune"'],
    ['emd_withdrawal.request', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin asked to withdraw EMD'],
    ['emd_withdrawal.pay', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin paid an EMD withdrawal "Flat in Pune"'],
    ['emd_withdrawal.reject', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin rejected an EMD withdrawal "Flat in Pune"'],
    [
      'sale.accept',
      null,
      { title: 'Flat in Pune' },
      'Asha Admin',
      'Asha Admin accepted the highest bid below the reserve on "Flat in Pune"',
    ],
    ['sale.lapse', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin let the highest bid lapse on "Flat in Pune"'],
    ['sale.confirm', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin confirmed the sale of "Flat in Pune"'],
    ['sale.reject', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin did not confirm the sale of "Flat in Pune"'],
    ['sale.payment.report', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin reported a payment for "Flat in Pune"'],
    ['sale.payment.verify', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin verified a payment for "Flat in Pune"'],
    ['sale.payment.reject', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin rejected a payment for "Flat in Pune"'],
    ['sale.complete', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin completed the sale of "Flat in Pune"'],
    ['sale.extend', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin extended the balance deadline of "Flat in Pune"'],
    [
      'sale.address',
      null,
      { title: 'Flat in Pune' },
      'Ravi Buyer',
      'Ravi Buyer gave the purchaser’s address for the sale of "Flat in Pune"',
    ],
    ['sale.forfeit', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin recorded the forfeiture of "Flat in Pune"'],
    ['sale.resale', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin put up for re-sale "Flat in Pune"'],
    [
      'sale.void',
      null,
      { title: 'Flat in Pune' },
      'Asha Admin',
      'Asha Admin voided (its buyer’s account removed) the sale of "Flat in Pune"',
    ],
    ['bid.status', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin changed the status of a bid on "Flat in Pune"'],
    ['bid_sheet.sign_off', null, { title: 'Flat in Pune' }, 'Meera Iyer', 'Meera Iyer signed off the bid sheet of "Flat in Pune"'],
    ['sale_notice.prepare', null, { title: 'Flat in Pune' }, 'Meera Iyer', 'Meera Iyer prepared the sale notice of "Flat in Pune"'],
    ['sale_notice.approve', null, { title: 'Flat in Pune' }, 'Meera Iyer', 'Meera Iyer approved the sale notice of "Flat in Pune"'],
    ['document.upload', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin uploaded document "Flat in Pune"'],
    ['document.review', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin reviewed document "Flat in Pune"'],
    ['document.visibility', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin changed the visibility of document "Flat in Pune"'],
    ['document.delete', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin deleted document "Flat in Pune"'],
    ['question.answer', null, { label: 'Flat in Pune' }, 'Ravi Vendor', 'Ravi Vendor answered a question on auction "Flat in Pune"'],
    [
      'question.hide',
      null,
      { label: 'Flat in Pune', hidden: true },
      'Asha Admin',
      'Asha Admin changed whether a question on auction "Flat in Pune" is shown',
    ],
    ['inspection.accept', null, { label: 'Flat in Pune' }, 'Ravi Vendor', 'Ravi Vendor accepted a site visit to auction "Flat in Pune"'],
    [
      'inspection.propose',
      null,
      { label: 'Flat in Pune' },
      'Ravi Vendor',
      'Ravi Vendor proposed another time for a site visit to auction "Flat in Pune"',
    ],
    ['inspection.decline', null, { label: 'Flat in Pune' }, 'Ravi Vendor', 'Ravi Vendor declined a site visit to auction "Flat in Pune"'],
    ['sample_image.upload', null, { title: 'Flat in Pune' }, 'Asha Admin', 'Asha Admin uploaded sample image "Flat in Pune"'],
    [
      'user.verification',
      { fullName: 'Pavan' },
      { fullName: 'Pavan', verificationStatus: 'suspended' },
      'Asha Admin',
      'Asha Admin changed the verification of "Pavan" to suspended',
    ],
    ['user.role.add', null, { fullName: 'Pavan', changedRole: 'vendor' }, null, 'Someone added a role to "Pavan" (vendor)'],
    ['user.role.remove', null, { email: 'p@x.in', changedRole: 'admin' }, 'Asha Admin', 'Asha Admin removed a role from "p@x.in" (admin)'],
    [
      'bid.status',
      { title: 'Shop', status: 'active' },
      { title: 'Shop', status: 'flagged' },
      'Asha Admin',
      'Asha Admin changed the status of a bid on "Shop" (active → flagged)',
    ],
    [
      'document.review',
      null,
      { name: 'Sale notice.pdf', status: 'rejected' },
      'Asha Admin',
      'Asha Admin reviewed document "Sale notice.pdf" (rejected)',
    ],
    [
      'emd_withdrawal.pay',
      { status: 'requested', amount: 1 },
      { status: 'paid', amount: 1 },
      'Asha Admin',
      'Asha Admin paid an EMD withdrawal',
    ],
    ['auction.delete', { title: 'Gone' }, null, 'Vikram Vendor', 'Vikram Vendor deleted auction "Gone"'],
  ];

  it.each(ENGLISH)('reads in English as it always has: %s', (action, before, after, actor, english) => {
    expect(summarize({ action, before, after }, actor)).toBe(english);
  });

  it('covers every audit action', () => {
    expect(new Set(ENGLISH.map(([action]) => action))).toEqual(new Set(AUDIT_ACTIONS));
  });

  it('names the amount of an EMD withdrawal request, not the buyer a second time', () => {
    const row = {
      action: 'emd_withdrawal.request',
      before: null,
      after: { label: 'Kiran Shinde', amount: 50_000, account: '•••• 1234 SBIN0001234' },
    };
    expect(summarize(row, 'Kiran Shinde')).toBe('Kiran Shinde asked to withdraw ₹50,000 of EMD');
    expect(summarize(row, 'Kiran Shinde', 'hi')).toBe('Kiran Shinde ने EMD में से ₹50,000 निकालने का अनुरोध किया');
    expect(summarize(row, 'Kiran Shinde', 'mr')).toBe('Kiran Shinde यांनी EMD मधून ₹50,000 काढण्याची विनंती केली');
  });

  it('words statuses, roles and a bid’s change in Hindi and Marathi', () => {
    const verification = { action: 'user.verification', before: null, after: { fullName: 'Pavan', verificationStatus: 'suspended' } };
    expect(summarize(verification, 'Asha Admin', 'hi')).toBe('Asha Admin ने उपयोगकर्ता "Pavan" का सत्यापन बदलकर "निलंबित" किया');
    expect(summarize(verification, 'Asha Admin', 'mr')).toBe('Asha Admin यांनी वापरकर्ता "Pavan" यांची पडताळणी बदलून "निलंबित" केली');
    const bid = { action: 'bid.status', before: { title: 'Shop', status: 'active' }, after: { title: 'Shop', status: 'flagged' } };
    expect(summarize(bid, 'Asha Admin', 'hi')).toBe('Asha Admin ने नीलामी "Shop" पर एक बोली की स्थिति बदली (सक्रिय → फ़्लैग की गई)');
    expect(summarize(bid, null, 'mr')).toBe('कोणीतरी यांनी लिलाव "Shop" मधील एका बोलीची स्थिती बदलली (सक्रिय → फ्लॅग केलेली)');
    const role = { action: 'user.role.add', before: null, after: { fullName: 'Pavan', changedRole: 'vendor' } };
    expect(summarize(role, 'Asha Admin', 'mr')).toBe('Asha Admin यांनी वापरकर्ता "Pavan" यांना एक भूमिका दिली (विक्रेता)');
    const review = { action: 'document.review', before: null, after: { name: 'Notice.pdf', status: 'approved' } };
    expect(summarize(review, 'Asha Admin', 'hi')).toBe('Asha Admin ने दस्तावेज़ "Notice.pdf" की समीक्षा की (स्वीकृत)');
  });

  it('shows a code it has no word for as it is, and an unknown action by its code', () => {
    expect(
      summarize({ action: 'user.verification', before: null, after: { fullName: 'P', verificationStatus: 'frozen' } }, 'A', 'hi'),
    ).toContain('"frozen"');
    expect(summarize({ action: 'user.merge', before: null, after: { fullName: 'P' } }, 'A', 'hi')).toBe('A user.merge "P"');
  });

  it.each(LANGUAGES)('has a line for every audit action in %s, and the words for every code', (language) => {
    const ids = Object.keys(CATALOGUES[language]).filter((id) => id.startsWith('activity.'));
    for (const action of AUDIT_ACTIONS) expect(ids).toContain(`activity.${action}`);
    expect(ids.sort()).toEqual(
      Object.keys(CATALOGUES.en)
        .filter((id) => id.startsWith('activity.'))
        .sort(),
    );
  });
});

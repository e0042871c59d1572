import { defineMessages } from './define';

/** The generated sale notice's texts of the API and its form (issue 31, part 3). Re-exported by `schemas/sale-notice.ts`. */
export const SALE_NOTICE_MESSAGES = defineMessages('saleNotice', {
  borrowerRequired: 'Enter the borrower’s name',
  creditorRequired: 'Enter the secured creditor’s name',
  duesInvalid: 'Dues must be a whole number of rupees',
  duesAsOfRequired: 'Enter the date the dues are as of',
  noticeDateRequired: 'Enter the date of the notice',
  notPrepared: 'No sale notice has been prepared for this listing yet.',
  closed: 'The sale notice can no longer change once the auction has started.',
  alreadyApproved: 'This sale notice has already been approved.',
  makerCannotCheck: 'You prepared this sale notice; another officer must approve it.',
  languageUnavailable: 'The sale notice is not generated in this language for this state.',
} as const);

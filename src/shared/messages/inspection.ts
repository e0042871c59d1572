/** Site inspections: texts. Re-exported by `schemas/inspection.ts`. */
import { INSPECTION_NOTE_MAX, INSPECTION_PEOPLE_MAX, OPEN_INSPECTIONS_MAX } from '../domain/inspection';
import { defineMessages } from './define';

export const INSPECTION_MESSAGES = defineMessages('inspection', {
  signInRequired: 'Please sign in to request a site visit.',
  buyersOnly: 'Only buyer accounts can request a site visit.',
  approvalPending: 'Your account is awaiting approval. You can request a site visit once an admin has verified it.',
  approvalSuspended: 'Your account is suspended, so you cannot request site visits. Please contact support.',
  approvalRejected: 'Your account was not approved, so you cannot request site visits. Please contact support.',
  ownListing: 'You cannot request a visit to your own listing.',
  closed: 'Site visits can be requested only while the auction is upcoming or live.',
  noWindow: 'The sale notice of this auction gives no inspection window.',
  outsideWindow: 'Choose a date and time slot inside the inspection window of the sale notice.',
  slotPast: 'That time slot has already begun. Choose a later one.',
  duplicate: 'You already have a site visit requested or booked for this property.',
  tooMany: `You can have at most ${OPEN_INSPECTIONS_MAX} site visits requested or booked at a time. Cancel one to request another.`,
  notFound: 'Site visit request not found.',
  officerOnly: 'Only the seller of this auction or an admin can answer its site visit requests.',
  notWaiting: 'This request is no longer waiting for an answer.',
  noProposal: 'The seller has not proposed another time for this visit.',
  alreadyClosed: 'This site visit request is already closed.',
  inviteAcceptedOnly: 'A calendar invitation is available once the visit is accepted.',
  dateRequired: 'Choose a date.',
  slotRequired: 'Choose a time slot.',
  people: `A visit is for 1 to ${INSPECTION_PEOPLE_MAX} people.`,
  noteTooLong: `A note can be at most ${INSPECTION_NOTE_MAX} characters.`,
  vendorsOnly: 'Only sellers and admins see site visit requests.',
} as const);

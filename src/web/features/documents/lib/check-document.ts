import { MAX_DOCUMENT_BYTES, type DocumentCategory, type DocumentType } from '@shared/domain/constants';
import { DOCUMENT_MESSAGES, DOCUMENT_MIME_TYPES } from '@shared/schemas/document';

/** Client mirror of the server's check (which reads the content, not the name): the message, or null when it may be sent. */
export function checkDocument(file: { type: string; size: number }): string | null {
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_MESSAGES.invalidType;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

/** Sensible category for each type; an admin can change it. */
export const CATEGORY_OF: Record<DocumentType, DocumentCategory> = {
  sale_notice: 'legal',
  title_deed: 'legal',
  clearance: 'legal',
  survey_report: 'technical',
  valuation: 'financial',
  property_images: 'marketing',
};

import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { AppError, HTTP } from '../http/errors';

export type UploadedFile = { fieldname: string; filename: string; mimetype: string; data: Buffer };
export type ReadUploadsResult = { files: UploadedFile[]; fields: Record<string, string> };

export class FileTooLargeError extends AppError {
  constructor(message: string) {
    super(HTTP.PAYLOAD_TOO_LARGE, 'FILE_TOO_LARGE', message);
  }
}
export class InvalidFileTypeError extends AppError {
  constructor(message: string) {
    super(HTTP.UNSUPPORTED_MEDIA_TYPE, 'INVALID_FILE_TYPE', message);
  }
}
export class TooManyFilesError extends AppError {
  constructor(message: string) {
    super(HTTP.BAD_REQUEST, 'TOO_MANY_IMAGES', message);
  }
}
export class NoFileError extends AppError {
  constructor(message: string) {
    super(HTTP.BAD_REQUEST, 'VALIDATION', message);
  }
}
export const MALFORMED_UPLOAD_MESSAGE = 'The upload could not be read. Please choose the file again.';
/** The body is not readable multipart: no boundary, cut off before its end, a broken part header. */
export class MalformedUploadError extends AppError {
  constructor() {
    super(HTTP.BAD_REQUEST, 'BAD_REQUEST', MALFORMED_UPLOAD_MESSAGE);
  }
}

type Options = {
  maxFileBytes: number;
  maxFiles: number;
  messages: { tooLarge: string; tooMany: string; noFile: string };
};

/**
 * Reads a multipart request whole (files into memory, each capped) before anything is stored, so
 * a refused request leaves no trace. Translates the plugin's limit errors into our messages, and
 * any other parser error into a 400.
 */
export async function readUploads(req: FastifyRequest, { maxFileBytes, maxFiles, messages }: Options): Promise<ReadUploadsResult> {
  if (!req.isMultipart()) throw new NoFileError(messages.noFile);
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    // NOTE: one more file than allowed is read, so "too many" is told apart from the plugin's
    // own cap and answered with the spec's message.
    const parts = req.parts({ limits: { fileSize: maxFileBytes, files: maxFiles + 1, fields: 20, fieldSize: 10_000 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A file input left empty still sends a part, with no name and no bytes.
        if (data.length === 0 && !part.filename) continue;
        if (files.length >= maxFiles) throw new TooManyFilesError(messages.tooMany);
        files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLargeError(messages.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new TooManyFilesError(messages.tooMany);
    // NOTE: nothing but the parser runs in this loop, and the parser's other errors (busboy's
    // "Unexpected end of multipart data", "Boundary not found", the plugin's limits on fields and
    // parts) all say the body is at fault, so the caller hears 400, not 500.
    throw new MalformedUploadError();
  }
  if (files.length === 0) throw new NoFileError(messages.noFile);
  return { files, fields };
}

/** What a browser may show as a file name: no path, no control or quote characters. */
export function cleanFileName(name: string): string {
  return (
    path
      .basename(name)
      .split('')
      .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"\\/<>'.includes(c))
      .join('')
      .trim()
      .slice(0, 200) || 'document'
  );
}

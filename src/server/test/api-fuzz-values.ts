import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the API document uses for requests. */
export type JsonSchema = {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  description?: string;
};

/**
 * A value written as it is into the JSON text, the path or the query string, where JSON.stringify or
 * percent-encoding would change it: `1e400` (JSON.parse reads Infinity), `%00` in a path.
 */
export class Raw {
  constructor(readonly text: string) {}
}

/** What a hint may use to make a value: fresh counters, so unique fields (e-mail, UTR) stay unique. */
export type HintContext = { seq: () => number; now: number };
/**
 * Values the schema cannot say (the shape of a PAN, a UTR, two passwords that match, an end after
 * the start), by field name.
 */
export type Hints = Record<string, (ctx: HintContext) => unknown>;

const DAY = 86_400_000;

const istDate = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** Hints shared by every operation; an operation's own hints come first. */
export const FIELD_HINTS: Hints = {
  email: ({ seq }) => `fuzz${seq()}@example.in`,
  password: () => 'fuzz-pass-123',
  confirmPassword: () => 'fuzz-pass-123',
  newPassword: () => 'fuzz-pass-456',
  phone: () => '9876543210',
  authorisedOfficerPhone: () => '9876543210',
  authorisedOfficerName: () => 'Fuzz Officer',
  pan: () => 'ABCDE1234F',
  gst: () => '27ABCDE1234F1Z5',
  aadhaar: () => '123412341234',
  organizationName: () => 'Fuzz Traders',
  acceptTerms: () => true,
  acceptPrivacy: () => true,
  utrReference: ({ seq }) => `FUZZ${String(seq()).padStart(14, '0')}`,
  ifsc: () => 'HDFC0001234',
  bankAccount: () => '123456789012',
  // An auction a day from now, two days long, its sale notice 35 days before the start (decision 014).
  startTime: ({ now }) => new Date(now + DAY).toISOString(),
  endTime: ({ now }) => new Date(now + 3 * DAY).toISOString(),
  saleNoticeDate: ({ now }) => istDate(now + DAY - 35 * DAY),
  emdCutoff: ({ now }) => new Date(now + DAY - 3_600_000).toISOString(),
  inspectionFrom: ({ now }) => new Date(now + 2 * 3_600_000).toISOString(),
  inspectionTo: ({ now }) => new Date(now + 4 * 3_600_000).toISOString(),
  isResale: () => false,
  until: ({ now }) => new Date(now + 7 * DAY).toISOString(),
  reason: () => 'Not on the bank statement',
  redirectTo: () => '/reset-password',
  token: () => 'fuzz-reset-token',
  q: () => 'Mumbai',
  location: () => 'Worli, Mumbai',
  address: () => '12 Sea Face Road, Worli',
  district: () => 'Mumbai City',
  locality: () => 'Worli',
  pinCode: () => '400018',
  encumbrances: () => 'None known',
};

const TEXT = 'Fuzz text for a valid request, long enough for any minimum.';

/** A valid value for `schema`: the field's hint, else the schema's default, first enum value, bounds and format. */
export function validValue(schema: JsonSchema, name: string, hints: Hints, ctx: HintContext): unknown {
  const hint = hints[name];
  if (hint) return hint(ctx);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return validValue(options.find((o) => o.type !== 'null') ?? options[0]!, name, hints, ctx);
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, name, hints, ctx);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return validString(schema, ctx);
    case 'integer':
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return false;
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: Math.min(count, schema.maxItems ?? count) }, () => validValue(schema.items ?? {}, name, hints, ctx));
    }
    case 'object':
    case undefined:
      if (!schema.properties) return schema.type === 'object' ? {} : 'fuzz';
      return validObject(schema, hints, ctx);
    default:
      return null;
  }
}

export function validObject(schema: JsonSchema, hints: Hints, ctx: HintContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    out[key] = validValue(prop, key, hints, ctx);
  }
  return out;
}

function validString(schema: JsonSchema, ctx: HintContext): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'date-time':
      return new Date(ctx.now + 7 * DAY).toISOString();
    case 'date':
      return istDate(ctx.now);
    case 'email':
      return `fuzz${ctx.seq()}@example.in`;
    case 'uri':
    case 'url':
      return 'https://example.in/fuzz';
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? TEXT.length;
  return TEXT.repeat(Math.ceil(min / TEXT.length) + 1).slice(0, Math.max(min, Math.min(max, TEXT.length)));
}

function validNumber(schema: JsonSchema): number {
  let lo = schema.minimum ?? 1;
  if (schema.exclusiveMinimum === true) lo += 1;
  if (typeof schema.exclusiveMinimum === 'number') lo = schema.exclusiveMinimum + 1;
  const hi = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(lo, 1), hi);
}

/** One wrong value for one field: what it is called in a report, and the value. */
export type BadValue = { name: string; value: unknown };

/** What a field holds, as far as choosing its wrong values goes. */
export type FieldKind = 'number' | 'text' | 'id' | 'date' | 'choice';

/** The kind of a field: by its schema, and by its name where the schema says only "string". */
export function kindOf(name: string, schema: JsonSchema, inPath: boolean): FieldKind {
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.enum || schema.type === 'boolean') return 'choice';
  if (schema.format === 'date' || schema.format === 'date-time' || /(Time|Date|Cutoff|^until|^inspection(From|To))$/.test(name))
    return 'date';
  if (inPath || schema.format === 'uuid' || /(^id|Id|Ids|Url|^order|^createdBy)$/.test(name)) return 'id';
  if (schema.type === 'array') return kindOf(name, schema.items ?? {}, false);
  return 'text';
}

const LONG = 'x'.repeat(100_000);
const ALL: FieldKind[] = ['number', 'text', 'id', 'date', 'choice'];
const TEXTUAL: FieldKind[] = ['text', 'id', 'date', 'choice'];

/**
 * The wrong values fields are sent, one at a time. In the suite a field gets those marked for its
 * kind (`for`); `npm run test:fuzz` sends every one to every field, and random ones.
 */
export const BAD_VALUES: (BadValue & { for?: FieldKind[] })[] = [
  // Wrong types
  { name: 'a string', value: 'fuzz', for: ['number', 'choice'] },
  { name: 'a number', value: 12345, for: TEXTUAL },
  { name: 'a boolean', value: true, for: ['number', 'choice'] },
  { name: 'an object', value: { fuzz: 1 }, for: ALL },
  { name: 'an empty object', value: {} },
  { name: 'an array', value: ['fuzz', 'fuzz'], for: ALL },
  { name: 'an empty array', value: [] },
  { name: 'null', value: null, for: ALL },
  // Numbers out of range
  { name: '1e20', value: 1e20, for: ['number'] },
  { name: '2^63', value: 2 ** 63, for: ['number'] },
  { name: 'MAX_SAFE_INTEGER + 2', value: Number.MAX_SAFE_INTEGER + 2, for: ['number'] },
  { name: '2^31', value: 2 ** 31, for: ['number'] },
  { name: '-1', value: -1, for: ['number'] },
  { name: '0', value: 0, for: ['number'] },
  { name: '0.5', value: 0.5, for: ['number'] },
  { name: '-0.5', value: -0.5 },
  { name: '1e-7', value: 1e-7 },
  { name: 'JSON 1e400 (Infinity once parsed)', value: new Raw('1e400'), for: ['number'] },
  { name: 'JSON -1e400', value: new Raw('-1e400') },
  { name: 'JSON -0', value: new Raw('-0') },
  { name: 'JSON 30-digit integer', value: new Raw('123456789012345678901234567890'), for: ['number'] },
  { name: "'NaN'", value: 'NaN', for: ['number'] },
  { name: "'Infinity'", value: 'Infinity', for: ['number'] },
  { name: "'-Infinity'", value: '-Infinity' },
  { name: "'1e20'", value: '1e20', for: ['number'] },
  { name: "'0x10'", value: '0x10' },
  { name: "' 12 '", value: ' 12 ' },
  // Text that PostgreSQL, JSON or a terminal treats specially
  { name: 'NUL', value: '\u0000', for: ['id', 'choice'] },
  { name: 'NUL inside text', value: 'fu\u0000zz', for: ['text', 'date'] },
  { name: 'U+0001', value: 'fuzz\u0001', for: ['text'] },
  { name: 'ESC sequence', value: '\u001b[2Jfuzz', for: ['text'] },
  { name: 'lone high surrogate', value: 'fuzz\ud800', for: ['text', 'id'] },
  { name: 'lone low surrogate', value: '\udfff' },
  { name: 'right-to-left override', value: '\u202efuzz', for: ['text'] },
  { name: 'byte order mark', value: '\ufefffuzz' },
  { name: 'line separator', value: 'fu\u2028zz' },
  { name: 'emoji', value: 'घर 🏠 fuzz' },
  { name: 'empty string', value: '', for: TEXTUAL },
  { name: 'blank string', value: '   ' },
  { name: '100k characters', value: LONG, for: ['text', 'id'] },
  { name: '300 characters', value: 'x'.repeat(300), for: ['id', 'choice'] },
  { name: 'SQL', value: "' or 1=1; drop table users; --" },
  { name: 'LIKE wildcards', value: '%_\\', for: ['text'] },
  { name: 'HTML', value: '<script>alert(1)</script>' },
  // Ids
  { name: 'not a uuid', value: 'not-a-uuid', for: ['id'] },
  { name: "'%00'", value: '%00', for: ['id'] },
  { name: 'path traversal', value: '../../etc/passwd', for: ['id'] },
  { name: 'a uuid that does not exist', value: '3b0c2e5e-1d2f-4a6b-8c9d-0e1f2a3b4c5d', for: ['id'] },
  { name: 'the nil uuid', value: '00000000-0000-0000-0000-000000000000' },
  { name: 'a uuid with a bad digit', value: '3b0c2e5e-1d2f-4a6b-8c9d-0e1f2a3b4c5g' },
  // Dates
  { name: "'2026-13-45'", value: '2026-13-45', for: ['date'] },
  { name: "'99999-01-01T00:00:00Z'", value: '99999-01-01T00:00:00Z', for: ['date'] },
  { name: "'0000-00-00'", value: '0000-00-00', for: ['date'] },
  { name: "'2026-02-30'", value: '2026-02-30' },
  { name: "'+275760-09-13T00:00:00.000Z'", value: '+275760-09-13T00:00:00.000Z', for: ['date'] },
  { name: "'-271821-04-20T00:00:00.000Z'", value: '-271821-04-20T00:00:00.000Z', for: ['date'] },
  { name: "'0000-01-01T00:00:00Z' (year zero)", value: '0000-01-01T00:00:00Z', for: ['date'] },
  { name: "'-000001-01-01T00:00:00Z'", value: '-000001-01-01T00:00:00Z' },
  { name: "'0001-01-01T00:00:00Z'", value: '0001-01-01T00:00:00Z', for: ['date'] },
  { name: "'9999-12-31T23:59:59.999Z'", value: '9999-12-31T23:59:59.999Z', for: ['date'] },
  { name: "'1970-01-01T00:00:00Z'", value: '1970-01-01T00:00:00Z' },
  { name: "'2026-01-01T25:61:61Z'", value: '2026-01-01T25:61:61Z' },
  { name: "'2026-01-01T00:00:00+99:00'", value: '2026-01-01T00:00:00+99:00' },
  { name: "'now'", value: 'now' },
];

/** Path segments and query values sent as they are, not percent-encoded. */
export const RAW_SEGMENTS: (BadValue & { core?: true })[] = [
  { name: 'raw %00', value: new Raw('%00'), core: true },
  { name: 'raw %', value: new Raw('%'), core: true },
  { name: 'raw %zz', value: new Raw('%zz') },
  { name: 'raw overlong NUL %C0%80', value: new Raw('%C0%80'), core: true },
  { name: 'raw encoded lone surrogate %ED%A0%80', value: new Raw('%ED%A0%80'), core: true },
  { name: 'raw %FF', value: new Raw('%FF') },
  { name: 'raw ..%2F..%2Fetc%2Fpasswd', value: new Raw('..%2F..%2Fetc%2Fpasswd') },
  { name: 'raw %E2%80%AE', value: new Raw('%E2%80%AE') },
];

/** Random wrong values for `npm run test:fuzz`. */
export const randomBadValue: fc.Arbitrary<BadValue> = fc.oneof(
  fc.constantFrom(...BAD_VALUES),
  fc.anything({ maxDepth: 2 }).map((value) => ({ name: 'random JSON value', value })),
  fc.string({ unit: 'binary', maxLength: 64 }).map((value) => ({ name: 'random text', value })),
  fc.string({ unit: 'grapheme-composite', maxLength: 400 }).map((value) => ({ name: 'random grapheme text', value })),
  fc.double().map((value) => ({ name: 'random double', value })),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }).map((value) => ({ name: 'random integer', value })),
  fc.bigInt().map((n) => ({ name: 'random big integer (JSON)', value: new Raw(n.toString()) })),
  fc.bigInt().map((n) => ({ name: 'random big integer as text', value: n.toString() })),
  fc
    .date({ noInvalidDate: false })
    .map((d) => ({ name: 'random date', value: Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString() })),
  fc
    .tuple(fc.integer({ min: -99_999, max: 99_999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, m, d]) => ({ name: 'random date-like text', value: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` })),
  fc.uuid().map((value) => ({ name: 'random uuid', value })),
  fc.stringMatching(/^(%[0-9A-Fa-f]{2}|[a-z./]){1,12}$/).map((text) => ({ name: 'random raw escapes', value: new Raw(text) })),
);

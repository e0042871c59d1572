import type { InjectOptions } from 'fastify';
import { multipartBody, type FilePart } from './multipart';
import {
  BAD_VALUES,
  RAW_SEGMENTS,
  Raw,
  kindOf,
  validObject,
  validValue,
  type BadValue,
  type HintContext,
  type Hints,
  type JsonSchema,
} from './api-fuzz-values';

// ------------------------------------------------------------------ the operations of the API document

type Location = 'path' | 'query' | 'header';
type Parameter = { name: string; in: Location | 'cookie'; required?: boolean; schema?: JsonSchema };
type DocOperation = { parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> } };
export type ApiDocument = { paths: Record<string, Record<string, DocOperation>> };

/** One operation of the API document: `POST /api/auctions/{id}/bids`. */
export type Operation = {
  key: string;
  method: string;
  path: string;
  parameters: (Parameter & { in: Location })[];
  body?: { contentType: 'json' | 'form'; schema: JsonSchema };
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: ApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => {
        const content = op.requestBody?.content ?? {};
        const json = content['application/json']?.schema;
        const form = content['multipart/form-data']?.schema;
        const body = json
          ? { contentType: 'json' as const, schema: json }
          : form
            ? { contentType: 'form' as const, schema: form }
            : undefined;
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          parameters: (op.parameters ?? []).filter((p): p is Parameter & { in: Location } => p.in !== 'cookie'),
          body,
        };
      }),
  );
}

// ------------------------------------------------------------------ one request, before it is sent

export type Body =
  | { kind: 'json'; value: unknown }
  | {
      kind: 'form';
      fields: Record<string, unknown>;
      files: FilePart[];
      /** Changes the encoded body (a wrong boundary, a truncated body). */
      tamper?: (encoded: { payload: Buffer; contentType: string }) => { payload: Buffer; contentType?: string };
    }
  | { kind: 'raw'; payload: string | Buffer; contentType?: string };

export type FuzzRequest = {
  method: string;
  /** The path as the document writes it: `/api/auctions/{id}`. */
  path: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: Body;
};

/** What the valid request of an operation is made from: the seeded ids, the files, hints for its fields. */
export type RequestSeed = { params?: Record<string, string>; hints?: Hints; files?: FilePart[] };

/** A valid request of `op`: its path from `seed`, its query and body from the schemas (hints first). */
export function validRequest(op: Operation, seed: RequestSeed, hints: Hints, ctx: HintContext): FuzzRequest {
  const all = { ...hints, ...seed.hints };
  const req: FuzzRequest = { method: op.method, path: op.path, params: {}, query: {}, headers: {} };
  for (const p of op.parameters) {
    const value =
      p.in === 'path' && seed.params?.[p.name] !== undefined ? seed.params[p.name] : validValue(p.schema ?? {}, p.name, all, ctx);
    if (p.in === 'path') req.params[p.name] = value;
    else if (p.in === 'query') req.query[p.name] = value;
    else req.headers[p.name] = String(value);
  }
  if (op.body?.contentType === 'json') req.body = { kind: 'json', value: validObject(op.body.schema, all, ctx) };
  if (op.body?.contentType === 'form') {
    const fields = Object.fromEntries(
      Object.entries(op.body.schema.properties ?? {})
        .filter(([, s]) => !isBinary(s))
        .map(([name, s]) => [name, validValue(s, name, all, ctx)]),
    );
    req.body = { kind: 'form', fields, files: seed.files ?? [] };
  }
  return req;
}

const isBinary = (s: JsonSchema) => s.format === 'binary' || s.items?.format === 'binary';

// ------------------------------------------------------------------ the fields a mutation changes

type Step = string | number;
export type Field = { at: Location | 'body' | 'form'; path: Step[]; required: boolean; schema: JsonSchema };

export const fieldLabel = (f: Field) => `${f.at}.${f.path.map(String).join('.')}`;

/** Every field of the request: parameters, body properties (nested objects, the first item of arrays), form fields. */
export function fieldsOf(op: Operation, req: FuzzRequest): Field[] {
  const out: Field[] = op.parameters.map((p) => ({ at: p.in, path: [p.name], required: p.required === true, schema: p.schema ?? {} }));
  if (op.body?.contentType === 'json' && req.body?.kind === 'json') walk(op.body.schema, req.body.value, [], out);
  if (op.body?.contentType === 'form') {
    const required = new Set(op.body.schema.required ?? []);
    for (const [name, s] of Object.entries(op.body.schema.properties ?? {})) {
      if (!isBinary(s)) out.push({ at: 'form', path: [name], required: required.has(name), schema: s });
    }
  }
  return out;
}

function walk(schema: JsonSchema, value: unknown, path: Step[], out: Field[]) {
  const required = new Set(schema.required ?? []);
  for (const [name, s] of Object.entries(schema.properties ?? {})) {
    out.push({ at: 'body', path: [...path, name], required: required.has(name), schema: s });
    const inner = (value as Record<string, unknown> | undefined)?.[name];
    if (s.type === 'object' && s.properties && inner && typeof inner === 'object') walk(s, inner, [...path, name], out);
    if (s.type === 'array' && Array.isArray(inner) && inner.length > 0) {
      out.push({ at: 'body', path: [...path, name, 0], required: true, schema: s.items ?? {} });
    }
  }
}

function copy(req: FuzzRequest): FuzzRequest {
  const body =
    req.body?.kind === 'json'
      ? { kind: 'json' as const, value: structuredClone(req.body.value) }
      : req.body?.kind === 'form'
        ? { ...req.body, fields: { ...req.body.fields }, files: [...req.body.files] }
        : req.body;
  return { ...req, params: { ...req.params }, query: { ...req.query }, headers: { ...req.headers }, body };
}

const DELETE = Symbol('delete');

/** The request with one field set to `value` (or removed), or undefined when the request has no such field. */
function withField(req: FuzzRequest, field: Field, value: unknown): FuzzRequest | undefined {
  const next = copy(req);
  const [first] = field.path;
  const put = (record: Record<string, unknown>, key: string | number) => {
    if (value === DELETE) delete record[key];
    else record[key] = value;
  };
  switch (field.at) {
    case 'path':
      put(next.params, first!);
      return next;
    case 'query':
      put(next.query, first!);
      return next;
    case 'header':
      if (value === DELETE) delete next.headers[first!];
      else next.headers[first!] = typeof value === 'string' ? value : JSON.stringify(value instanceof Raw ? value.text : value);
      return next;
    case 'form':
      if (next.body?.kind !== 'form') return undefined;
      put(next.body.fields, first!);
      return next;
    case 'body': {
      if (next.body?.kind !== 'json') return undefined;
      let parent = next.body.value as Record<string | number, unknown>;
      for (const step of field.path.slice(0, -1)) {
        const child = parent?.[step];
        if (!child || typeof child !== 'object') return undefined;
        parent = child as Record<string | number, unknown>;
      }
      put(parent, field.path.at(-1)!);
      return next;
    }
  }
}

// ------------------------------------------------------------------ mutations

/** One change to a valid request; `core` mutations run in the suite, every one in `npm run test:fuzz`. */
export type Mutation = { name: string; core: boolean; apply: (req: FuzzRequest) => FuzzRequest | undefined };

/** One field set to one wrong value. */
export function valueMutation(field: Field, bad: BadValue, core = false): Mutation {
  return { name: `${fieldLabel(field)} = ${bad.name}`, core, apply: (req) => withField(req, field, bad.value) };
}

/**
 * In a URL every value is text: a number or a boolean there is one more wrong string (the suite has
 * enough of those), and so is an object or an array in a path. A query spells them its own way
 * (`key[fuzz]=1`, `key=a&key=b`, a bare `key`), so there they stay.
 */
function sameAsText(field: Field, value: unknown): boolean {
  if (field.at === 'body' || field.at === 'form' || typeof value === 'string' || value instanceof Raw) return false;
  if (field.at === 'query') return typeof value === 'number' || typeof value === 'boolean';
  return true;
}

const QUERY_RAW = 'raw encoded lone surrogate %ED%A0%80';

/** Every field × every wrong value, each required field left out, and the body-wide changes. */
export function mutationsOf(op: Operation, base: FuzzRequest): Mutation[] {
  const fields = fieldsOf(op, base);
  const out: Mutation[] = [];
  for (const field of fields) {
    const kind = kindOf(String(field.path.at(-1)), field.schema, field.at === 'path');
    for (const bad of BAD_VALUES) {
      // Headers carry text only; the HTTP client refuses control characters in them.
      if (field.at === 'header' && (typeof bad.value !== 'string' || /[^\u0020-\u007e]/.test(bad.value))) continue;
      out.push(valueMutation(field, bad, bad.for?.includes(kind) === true && !sameAsText(field, bad.value)));
    }
    // Every raw escape in a path; in a query, where the parser is the same for every field, one.
    if (field.at === 'path') for (const raw of RAW_SEGMENTS) out.push(valueMutation(field, raw, raw.core));
    if (field.at === 'query') for (const raw of RAW_SEGMENTS) out.push(valueMutation(field, raw, raw.name === QUERY_RAW));
    if (field.required || field.at !== 'path') {
      out.push({ name: `${fieldLabel(field)} missing`, core: field.required, apply: (req) => withField(req, field, DELETE) });
    }
  }
  out.push(...queryMutations());
  if (op.method !== 'GET') out.push(...(op.body?.contentType === 'form' ? multipartMutations() : bodyMutations(op)));
  return out;
}

function queryMutations(): Mutation[] {
  const add = (name: string, query: Record<string, unknown>, core = true): Mutation => ({
    name,
    core,
    apply: (req) => ({ ...copy(req), query: { ...req.query, ...query } }),
  });
  return [
    add('an unknown query parameter', { fuzz: 'x' }, false),
    add('a query parameter named __proto__', JSON.parse('{"__proto__":"x"}') as Record<string, unknown>, false),
    add('a 100k-character unknown query parameter', { fuzz: 'x'.repeat(100_000) }, false),
    add('an unknown query parameter holding %00', { fuzz: new Raw('%00') }),
  ];
}

const json = (name: string, value: unknown, core = true): Mutation => ({
  name,
  core,
  apply: (req) => ({ ...copy(req), body: { kind: 'json', value } }),
});
const raw = (name: string, payload: string | Buffer, contentType: string | undefined, core = true): Mutation => ({
  name,
  core,
  apply: (req) => ({ ...copy(req), body: { kind: 'raw', payload, contentType } }),
});
const JSON_TYPE = 'application/json';

function bodyMutations(op: Operation): Mutation[] {
  const baseBody = (req: FuzzRequest) => (req.body?.kind === 'json' ? (req.body.value as Record<string, unknown>) : {});
  const withBody = (name: string, change: (body: Record<string, unknown>) => unknown, core = true): Mutation => ({
    name,
    core,
    apply: (req) => ({ ...copy(req), body: { kind: 'json', value: change(structuredClone(baseBody(req))) } }),
  });
  const deep = 100_000;
  return [
    { name: 'no body', core: true, apply: (req) => ({ ...copy(req), body: undefined }) },
    raw('an empty body with a JSON content type', '', JSON_TYPE),
    raw('invalid JSON', '{"fuzz":', JSON_TYPE),
    raw('JSON with a trailing comma', '{"fuzz":1,}', JSON_TYPE, false),
    raw('a JSON body of only whitespace', '   ', JSON_TYPE, false),
    json('JSON null', null, false),
    json('a JSON array', []),
    json('a JSON string', 'fuzz', false),
    json('a JSON number', 1, false),
    raw('JSON nested 100,000 deep', '['.repeat(deep) + ']'.repeat(deep), JSON_TYPE),
    raw('a field nested 100,000 deep', `{"fuzz":${'['.repeat(deep)}${']'.repeat(deep)}}`, JSON_TYPE, false),
    raw('a JSON body over 1 MB', JSON.stringify({ fuzz: 'x'.repeat(1_100_000) }), JSON_TYPE),
    withBody('an extra field', (b) => ({ ...b, fuzzExtra: 'x' })),
    { name: 'a __proto__ field', core: true, apply: (req) => rawJson(req, '"__proto__":{"role":"admin"}') },
    { name: 'a constructor.prototype field', core: false, apply: (req) => rawJson(req, '"constructor":{"prototype":{"role":"admin"}}') },
    { name: 'a duplicated key', core: false, apply: (req) => rawJson(req, duplicateKey(baseBody(req))) },
    withBody('every field missing', () => ({})),
    { name: 'the JSON as text/plain', core: true, apply: (req) => retyped(req, 'text/plain') },
    {
      name: 'the JSON as application/x-www-form-urlencoded',
      core: false,
      apply: (req) => retyped(req, 'application/x-www-form-urlencoded'),
    },
    { name: 'the JSON as multipart/form-data without a boundary', core: true, apply: (req) => retyped(req, 'multipart/form-data') },
    { name: 'the JSON as application/xml', core: false, apply: (req) => retyped(req, 'application/xml') },
    { name: 'the JSON with charset=utf-16le', core: true, apply: (req) => retyped(req, 'application/json; charset=utf-16le') },
    { name: 'the JSON with an unknown charset', core: false, apply: (req) => retyped(req, 'application/json; charset=fuzz') },
    { name: 'the JSON as application/json-patch+json', core: false, apply: (req) => retyped(req, 'application/json-patch+json') },
    raw('a body with no content type', '{}', undefined, false),
    raw('the body in UTF-16', Buffer.from('{"fuzz":1}', 'utf16le'), JSON_TYPE, false),
    raw(
      'invalid UTF-8 in JSON text',
      Buffer.concat([Buffer.from('{"fuzz":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
      JSON_TYPE,
    ),
    ...(op.body ? [] : [json('a body where none is expected', { fuzz: 1 }, false)]),
  ];
}

/** The valid JSON body with `extra` written first, as text (JSON.stringify drops `__proto__` keys). */
function rawJson(req: FuzzRequest, extra: string): FuzzRequest {
  const body = req.body?.kind === 'json' ? stringify(req.body.value) : '{}';
  const inner = body.trim().startsWith('{') ? body.trim().slice(1) : '}';
  return { ...copy(req), body: { kind: 'raw', payload: `{${extra}${inner === '}' ? '' : ','}${inner}`, contentType: JSON_TYPE } };
}

function duplicateKey(body: Record<string, unknown>): string {
  const [key] = Object.keys(body);
  return key ? `"${key}":{"fuzz":1}` : '"fuzz":1,"fuzz":2';
}

function retyped(req: FuzzRequest, contentType: string): FuzzRequest {
  const payload = req.body?.kind === 'json' ? stringify(req.body.value) : '{}';
  return { ...copy(req), body: { kind: 'raw', payload, contentType } };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const TEXT_FILE = Buffer.from('not an image, only text\n');

function multipartMutations(): Mutation[] {
  const tamper = (
    name: string,
    change: (e: { payload: Buffer; contentType: string }) => { payload: Buffer; contentType?: string },
    core = true,
  ) => ({
    name,
    core,
    apply: (req: FuzzRequest) => (req.body?.kind === 'form' ? { ...copy(req), body: { ...req.body, tamper: change } } : undefined),
  });
  const files = (name: string, change: (files: FilePart[]) => FilePart[], core = true): Mutation => ({
    name,
    core,
    apply: (req) => (req.body?.kind === 'form' ? { ...copy(req), body: { ...req.body, files: change(req.body.files) } } : undefined),
  });
  const first = (fs: FilePart[]) => fs[0] ?? { field: 'file', filename: 'file.jpg', contentType: 'image/jpeg', data: TEXT_FILE };
  return [
    tamper('multipart without a boundary', (e) => ({ payload: e.payload, contentType: 'multipart/form-data' })),
    tamper('multipart with a boundary the body does not use', (e) => ({
      payload: e.payload,
      contentType: 'multipart/form-data; boundary=fuzz',
    })),
    tamper('a multipart body cut in half', (e) => ({ payload: e.payload.subarray(0, Math.floor(e.payload.length / 2)) })),
    tamper('a multipart body cut inside the part headers', (e) => ({ payload: e.payload.subarray(0, e.payload.indexOf('\r\n\r\n') + 2) })),
    tamper('a multipart body without its closing boundary', (e) => ({ payload: e.payload.subarray(0, e.payload.lastIndexOf('\r\n--')) })),
    tamper('an empty multipart body', () => ({ payload: Buffer.alloc(0) })),
    tamper('a multipart body of random bytes', (e) => ({ payload: Buffer.from(e.payload.map((_, i) => (i * 7919) % 256)) }), false),
    tamper(
      'multipart with a 100k-character boundary',
      (e) => ({ payload: e.payload, contentType: `multipart/form-data; boundary=${'x'.repeat(100_000)}` }),
      false,
    ),
    files('no file', () => []),
    files('the file under a wrong field name', (fs) => fs.map((f) => ({ ...f, field: 'fuzz' }))),
    files('a text file named .jpg', (fs) => [{ ...first(fs), filename: 'photo.jpg', contentType: 'image/jpeg', data: TEXT_FILE }]),
    files('a PDF', (fs) => [{ ...first(fs), filename: 'deed.pdf', contentType: 'application/pdf', data: PDF }]),
    files('an HTML file named .pdf', (fs) => [
      { ...first(fs), filename: 'deed.pdf', contentType: 'application/pdf', data: Buffer.from('<html><script>alert(1)</script></html>') },
    ]),
    files('an empty file', (fs) => [{ ...first(fs), data: Buffer.alloc(0) }]),
    files('a truncated file', (fs) => [{ ...first(fs), data: first(fs).data.subarray(0, 20) }]),
    files('a file named ../../etc/passwd', (fs) => [{ ...first(fs), filename: '../../etc/passwd' }]),
    files('a file name with NUL and control characters', (fs) => [{ ...first(fs), filename: 'a\u0000\u001b\u202e.jpg' }]),
    files('a 300-character file name', (fs) => [{ ...first(fs), filename: `${'x'.repeat(300)}.jpg` }], false),
    files('eleven files', (fs) => Array.from({ length: 11 }, () => first(fs))),
    files('a 6 MB file', (fs) => [{ ...first(fs), data: Buffer.concat([first(fs).data, Buffer.alloc(6 * 1024 * 1024)]) }], false),
    json('JSON instead of multipart', { fuzz: 1 }),
    raw('invalid JSON instead of multipart', '{"fuzz":', JSON_TYPE),
  ];
}

// ------------------------------------------------------------------ sending

/** JSON text with each Raw value written as it is. */
export function stringify(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Raw ? `\u0000raw${raws.push(v.text) - 1}\u0000` : v)) ?? '';
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)]!);
}

function encode(value: unknown): string {
  if (value instanceof Raw) return value.text;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    // NOTE: a lone surrogate cannot be percent-encoded; the replacement character stands in for it.
    return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  }
}

function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const k = encodeURIComponent(key);
    if (value === null) parts.push(k);
    else if (Array.isArray(value)) parts.push(...(value.length ? value.map((v) => `${k}=${encode(v)}`) : [`${k}[]=`]));
    else if (typeof value === 'object' && !(value instanceof Raw)) {
      parts.push(...Object.entries(value).map(([sub, v]) => `${k}[${encodeURIComponent(sub)}]=${encode(v)}`));
    } else parts.push(`${k}=${encode(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export function urlOf(req: FuzzRequest): string {
  return (
    req.path.replace(/\{(\w+)\}/g, (_m, name: string) => (req.params[name] === undefined ? '' : encode(req.params[name]))) +
    queryString(req.query)
  );
}

export async function toInject(req: FuzzRequest, extraHeaders: Record<string, string>): Promise<InjectOptions> {
  const headers: Record<string, string> = { ...extraHeaders, ...req.headers };
  const options: InjectOptions = { method: req.method as InjectOptions['method'], url: urlOf(req), headers };
  const body = req.body;
  if (body?.kind === 'json') {
    options.payload = stringify(body.value);
    headers['content-type'] = JSON_TYPE;
  } else if (body?.kind === 'raw') {
    options.payload = body.payload;
    if (body.contentType) headers['content-type'] = body.contentType;
  } else if (body?.kind === 'form') {
    const fields = Object.fromEntries(
      Object.entries(body.fields).map(([k, v]) => [k, typeof v === 'string' ? v : v instanceof Raw ? v.text : (JSON.stringify(v) ?? '')]),
    );
    const encoded = await multipartBody(
      body.files.map((f) => ({ ...f })),
      fields,
    );
    const tampered = body.tamper ? body.tamper({ payload: encoded.payload, contentType: encoded.headers['content-type'] }) : undefined;
    options.payload = tampered?.payload ?? encoded.payload;
    headers['content-type'] = tampered?.contentType ?? encoded.headers['content-type'];
  }
  return options;
}

/** A short, exact account of a request for a failure report. */
export function describeRequest(options: InjectOptions): string {
  const payload =
    options.payload === undefined ? '' : Buffer.isBuffer(options.payload) ? options.payload.toString('latin1') : String(options.payload);
  const headers = options.headers as Record<string, string>;
  const shown = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);
  return [
    `${String(options.method)} ${shown(String(options.url), 300)}`,
    headers['content-type'] ? `content-type: ${shown(headers['content-type'], 120)}` : '',
    payload ? `body: ${JSON.stringify(shown(payload, 400))}` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

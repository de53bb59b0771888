/**
 * Requests derived from the app's OpenAPI document for the fuzz test (fast-check): for every operation, path,
 * query and body values that follow the schema most of the time and break it the rest (wrong types, missing and
 * extra fields, huge and control-character strings), plus bodies that are not JSON or not sent as JSON, and
 * multipart bodies, well formed or broken (issue 33: the handover upload answered a malformed one with 500).
 */
import fc from 'fast-check';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

/** How the body goes on the wire: JSON, or raw bytes with headers of their own. */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; payload: string | Buffer; headers: Record<string, string> };

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  body: FuzzBody;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    // A Server-Sent Events stream never ends, so an injected request would wait for ever; the streams have their own
    // tests over real HTTP (routes/notifications).
    if (path.endsWith('/stream')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];

/** Strings an attacker tries: control characters, huge ones, lone surrogates, odd Unicode, injection-looking text. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 })).map(([a, c, b]) => a + c + b),
  fc.integer({ min: 300, max: 100_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('\ud800', 'a\udfffb', '💥'.repeat(50), "'; drop table users; --", '%00', '../../etc/passwd', '${7*7}', '<script>', ' ', ''),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A value of any other JSON type than expected, or a number beyond every column's range. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 53, -1, 0, 1e308, -1e308, 0.5),
  fc.double(),
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return doc.components?.schemas?.[name] ?? {};
}

/** The most specific pattern of a string schema (the control-character one is on every string). */
function patternOf(schema: JsonSchema): RegExp | null {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter((p): p is string => !!p && !p.includes('\\P{Cc}'));
  const last = patterns.at(-1);
  if (!last) return null;
  try {
    return new RegExp(last);
  } catch {
    return null;
  }
}

function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const pattern = patternOf(schema);
  if (pattern) return fc.stringMatching(pattern);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email' || /email/i.test(name)) return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (integer ? 1 : -1000);
  const max = schema.maximum ?? (integer ? 2_147_483_647 : 1000);
  // Small ids hit the seeded catalogue (packages, services, charging levels); the rest probe the edges.
  return integer
    ? fc.oneof(fc.integer({ min: Math.max(min, 1), max: Math.min(max, 12) }), fc.integer({ min, max }))
    : fc.double({ min, max, noNaN: true });
}

/** A value that follows `schema`, with each node broken now and then. */
export function valueArbitrary(schema: JsonSchema, doc: OpenApiDocument, name = '', depth = 0): fc.Arbitrary<unknown> {
  const valid = validArbitrary(resolve(schema, doc), doc, name, depth);
  return fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: wrongType });
}

function validArbitrary(schema: JsonSchema, doc: OpenApiDocument, name: string, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((part) => validArbitrary(resolve(part, doc), doc, name, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validArbitrary({ ...schema, type }, doc, name, depth)));
  switch (types[0]) {
    case 'object':
      return objectArbitrary(schema, doc, depth);
    case 'array':
      return fc.array(schema.items ? valueArbitrary(schema.items, doc, name, depth + 1) : fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 });
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every property (optional ones now and then), then maybe a required one dropped and an unknown one added. */
function objectArbitrary(schema: JsonSchema, doc: OpenApiDocument, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueArbitrary(value, doc, key, depth + 1)]));
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: required }),
      fc.option(fc.constantFrom(...(required.length > 0 ? required : ['-'])), { freq: 6 }),
      fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })), { freq: 6 }),
    )
    .map(([value, drop, extra]) => {
      const result: Record<string, unknown> = { ...value };
      if (drop) delete result[drop];
      if (extra) result[extra[0]] = extra[1];
      return result;
    });
}

/** Values of path parameters that name existing rows (an order of the fuzzed driver), so routes get past their 404. */
export type KnownValues = Record<string, readonly string[]>;

/** A path or query parameter as text: a known value, the value's string form, or a hostile string. */
function parameterText(parameter: Parameter, doc: OpenApiDocument, known: KnownValues = {}): fc.Arbitrary<string> {
  const values = known[parameter.name] ?? [];
  return fc.oneof(
    { weight: values.length > 0 ? 6 : 0, arbitrary: values.length > 0 ? fc.constantFrom(...values) : fc.constant('') },
    { weight: 6, arbitrary: validArbitrary(resolve(parameter.schema, doc), doc, parameter.name, 0).map((value) => String(value)) },
    { weight: 1, arbitrary: hostileString.map((value) => value.slice(0, 300)) },
  );
}

/** Bodies that are not (acceptable) JSON: broken syntax, other media types, a false encoding, a non-UTF-8 charset. */
const rawBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.tuple(fc.constantFrom('{', '{"a":', '[1,', '{"a":1}}', 'nul', '"\\ud800"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '\u0000'), fc.string({ maxLength: 10 }))
    .map(([payload, tail]) => ({ kind: 'raw' as const, payload: payload + tail, headers: { 'content-type': 'application/json' } })),
  fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=utf-16', 'application/xml', ''), fc.jsonValue({ maxDepth: 2 }))
    .map(([type, value]): FuzzBody => ({ kind: 'raw', payload: JSON.stringify(value) ?? 'null', headers: type ? { 'content-type': type } : {} })),
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'raw' as const, payload: JSON.stringify(value) ?? 'null', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } })),
);

/** A 1×1 PNG: a real image among the photo parts, so that some uploads reach the decoder. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

/** The bytes of a file part: an image, an image cut short, a JPEG or PNG signature before garbage, or anything. */
const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(TINY_PNG),
  fc.integer({ min: 1, max: TINY_PNG.length - 1 }).map((n) => TINY_PNG.subarray(0, n)),
  fc.tuple(fc.constantFrom(Buffer.from([0xff, 0xd8, 0xff]), TINY_PNG.subarray(0, 8), Buffer.from('RIFF\0\0\0\0WEBP')), fc.uint8Array({ maxLength: 200 })).map(([head, tail]) => Buffer.concat([head, Buffer.from(tail)])),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
);

/** One part: a text field or a file, under a usual or a hostile name, with now and then a broken header. */
const multipartPart: fc.Arbitrary<{ head: string; body: Buffer }> = fc.oneof(
  fc.tuple(fc.oneof(fc.constantFrom('kind', 'mileage', 'charge_level', 'notes'), hostileString.map((v) => v.slice(0, 200))), fc.oneof(fc.constantFrom('pickup', 'return', '0', '42', '100', '-1'), hostileString)).map(([name, value]) => ({
    head: `Content-Disposition: form-data; name="${name}"`,
    body: Buffer.from(value),
  })),
  fc.tuple(fc.constantFrom('photos', 'photo', ''), fc.constantFrom('a.jpg', 'b.png', '../../x', ''), fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', ''), fileBytes).map(([name, file, type, body]) => ({
    head: `Content-Disposition: form-data; name="${name}"; filename="${file}"${type ? `\r\nContent-Type: ${type}` : ''}`,
    body,
  })),
  fc.constantFrom('Content-Type: text/plain', 'no colon here', 'Content-Disposition: form-data', `Content-Disposition: form-data; name="${'n'.repeat(20_000)}"`).map((head) => ({ head, body: Buffer.from('x') })),
);

/**
 * A `multipart/form-data` body: parts between boundaries, closed or not, cut anywhere now and then, or announced
 * with another boundary than it uses.
 */
export const multipartBody: fc.Arbitrary<FuzzBody> = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9'()+_,-./:=?]{1,60}$/),
    fc.array(multipartPart, { maxLength: 12 }),
    fc.boolean(),
    fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 3 }),
    fc.option(fc.constantFrom('other', '', '"quoted"'), { freq: 8 }),
  )
  .map(([boundary, parts, closed, cut, announced]): FuzzBody => {
    const bytes = Buffer.concat([
      ...parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n${part.head}\r\n\r\n`), part.body, Buffer.from('\r\n')]),
      Buffer.from(closed ? `--${boundary}--\r\n` : ''),
    ]);
    const payload = cut === null ? bytes : bytes.subarray(0, Math.floor(bytes.length * cut));
    return { kind: 'raw', payload, headers: { 'content-type': `multipart/form-data; boundary=${announced ?? boundary}` } };
  });

/** A path segment as a browser would send it (lone surrogates cannot be encoded: they become U+FFFD). */
const encodeSegment = (value: string): string => encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** One request of `operation`: its path and query filled in, and a body when it takes one. */
export function requestArbitrary(operation: Operation, doc: OpenApiDocument, known: KnownValues = {}): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc.tuple(...pathParameters.map((parameter) => parameterText(parameter, doc, known))).map((values) =>
    pathParameters.reduce((url, parameter, index) => url.replace(`{${parameter.name}}`, encodeSegment(values[index]!)), operation.path),
  );
  const query = fc
    .tuple(...queryParameters.map((parameter) => (parameter.required ? parameterText(parameter, doc).map((v) => v as string | null) : fc.option(parameterText(parameter, doc)))))
    .map((values) => {
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, index) => {
        const value = values[index];
        if (value !== null && value !== undefined) search.set(parameter.name, value);
      });
      const text = search.toString();
      return text ? `?${text}` : '';
    });
  const body: fc.Arbitrary<FuzzBody> = operation.body
    ? fc.oneof(
        { weight: 8, arbitrary: valueArbitrary(operation.body, doc).map((value) => ({ kind: 'json' as const, value })) },
        { weight: 2, arbitrary: rawBody },
        { weight: 1, arbitrary: multipartBody },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : operation.method === 'POST'
      ? // an upload (the handover record) takes no JSON: mostly multipart bodies
        fc.oneof({ weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 3, arbitrary: multipartBody }, { weight: 1, arbitrary: rawBody })
      : fc.oneof({ weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 1, arbitrary: rawBody });
  return fc.record({ method: fc.constant(operation.method), url: fc.tuple(path, query).map(([p, q]) => p + q), body });
}

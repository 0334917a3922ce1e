import fc from 'fast-check';

/**
 * A fuzzer driven by the OpenAPI document: for every route it sends malformed values in each
 * path parameter, query parameter and JSON body field (one field at a time, the others left
 * valid-looking), plus malformed whole bodies, and records every answer of 500 or above.
 * Used by the bounded run in the server's tests and by the long run in bench/fuzz.ts.
 */

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export type Send = (request: FuzzRequest) => Promise<{ status: number; body: string }>;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzFailure {
  method: string;
  url: string;
  body: string | undefined;
  status: number;
  answer: string;
}

/**
 * Values that broke servers like ours, sent to every field every time: NUL bytes, numbers past
 * a 32-bit column, impossible dates, huge texts, lone surrogates, wrong types.
 */
const KNOWN_BAD_TEXT = [
  '\u0000',
  'a\u0000b',
  '2147483648',
  '-2147483649',
  '99999-12-31',
  '2024-02-30',
  '1e308',
  '-1',
  '',
  '%',
  '\uD800',
  'x'.repeat(5000),
];
const KNOWN_BAD_JSON: unknown[] = [
  ...KNOWN_BAD_TEXT,
  null,
  2147483648,
  -1,
  1.5,
  1e308,
  [],
  {},
  ['\u0000'],
  { a: '\u0000' },
];

/** Random values around the known ones, different for every seed. */
const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '',
    ' ',
    '-1',
    '0',
    '2147483648',
    '9223372036854775808',
    '1e308',
    '-0',
    'NaN',
    'Infinity',
    '0x10',
    '1.5',
    '99999-12-31',
    '10000-01-01',
    '2024-02-30',
    '0000-00-00',
    '../../etc/passwd',
    '%00',
    '%',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '\uD800',
    '🏟️⚽',
    'null',
    'true',
    '[]',
    '{}',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);
const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    1.5,
    [],
    {},
    [null],
    { a: '\u0000' },
    ['\u0000'],
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nastyText, { maxKeys: 2 }),
);

/** A plausible value for a schema, so that one malformed field is tested with the others valid. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausible(variant);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => schema.required?.includes(name))
          .map(([name, property]) => [name, plausible(property)]),
      );
    default:
      return 'abcdefgh12';
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** Percent-encodes any text, lone surrogates included (as UTF-8 turns them into U+FFFD). */
const encodeSegment = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) =>
    /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).padStart(2, '0')}`,
  ).join('');

function buildUrl(path: string, pathValues: Record<string, unknown>, query: Record<string, unknown>) {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeSegment(asText(pathValues[name] ?? '1')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, asText(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Routes the fuzzer leaves alone: they end the session it is using or stream forever. */
const SKIPPED = new Set(['POST /api/account/logout']);

export async function fuzzOpenApi(options: {
  document: OpenApiDocument;
  send: Send;
  /** Extra headers for every request (a bearer token, the CSRF pair). */
  headers: Record<string, string>;
  /** Samples of nasty values per field. */
  samplesPerField: number;
  seed: number;
}): Promise<{ requests: number; failures: FuzzFailure[] }> {
  const { document, send, headers } = options;
  const failures: FuzzFailure[] = [];
  let requests = 0;
  let sampleRound = 0;
  const randomSamples = <T>(arb: fc.Arbitrary<T>) =>
    fc.sample(arb, { numRuns: options.samplesPerField, seed: options.seed + sampleRound++ });
  const textValues = () => [...KNOWN_BAD_TEXT, ...randomSamples(nastyText)];
  const jsonValues = () => [...KNOWN_BAD_JSON, ...randomSamples(nastyJson)];

  const fire = async (method: string, url: string, body?: string, contentType = 'application/json') => {
    requests += 1;
    const request: FuzzRequest = {
      method,
      url,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': contentType } : {}) },
      ...(body !== undefined ? { body } : {}),
    };
    const answer = await send(request);
    if (answer.status >= 500) {
      failures.push({ method, url, body, status: answer.status, answer: answer.body.slice(0, 300) });
    }
  };

  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const verb = method.toUpperCase();
      if (SKIPPED.has(`${verb} ${path}`)) continue;
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
      const validPath = Object.fromEntries(pathParams.map((p) => [p.name, plausible(p.schema)]));
      const validQuery = Object.fromEntries(
        queryParams.filter((p) => p.required).map((p) => [p.name, plausible(p.schema)]),
      );
      const validBody = jsonSchema ? (plausible(jsonSchema) as Record<string, unknown>) : undefined;
      const bodyText = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
      const hasBody = verb !== 'GET' && verb !== 'HEAD';

      for (const param of pathParams) {
        for (const value of textValues()) {
          await fire(
            verb,
            buildUrl(path, { ...validPath, [param.name]: value }, validQuery),
            hasBody ? bodyText(validBody ?? {}) : undefined,
          );
        }
      }
      for (const param of queryParams) {
        for (const value of textValues()) {
          await fire(
            verb,
            buildUrl(path, validPath, { ...validQuery, [param.name]: value }),
            hasBody ? bodyText(validBody ?? {}) : undefined,
          );
        }
      }
      if (!hasBody) continue;
      const url = buildUrl(path, validPath, validQuery);
      const fields = Object.keys(jsonSchema?.properties ?? {});
      for (const field of fields) {
        for (const value of jsonValues()) {
          await fire(verb, url, JSON.stringify({ ...validBody, [field]: value }));
        }
      }
      // Whole bodies that are not what the route expects.
      for (const value of jsonValues()) await fire(verb, url, JSON.stringify(value));
      await fire(verb, url, '{"unterminated": ');
      await fire(verb, url, '\u0000');
      await fire(verb, url, 'not json at all', 'text/plain');
      await fire(verb, url, '--x\r\n\r\n', 'multipart/form-data');
      await fire(verb, url, '--x\r\n', 'multipart/form-data; boundary=');
      await fire(verb, url, 'a=1&b=%00', 'application/x-www-form-urlencoded');
    }
  }
  return { requests, failures };
}

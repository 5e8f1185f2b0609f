/**
 * Hostile requests for every route of the OpenAPI document (issue 28, part 3), as fast-check
 * arbitraries: path ids, query strings, bodies (JSON, XML, forms, raw text and bytes) and headers,
 * each mixing what a company may send with what nobody should. A request is a plan, small enough to
 * print when it fails; `materialise` makes the real request from it (huge values only then), with
 * the companies' ids and sessions that hostile-input.test.ts holds.
 */
import fc from "fast-check";
import type { Operation } from "./api-operations";

/** The companies of the fuzz: A signs in and acts, B is the victim named by ids, C is another company. */
export type CompanyName = "A" | "B" | "C";

/** Lists written as one text: the words between spaces. */
const words = (text: string) => text.split(" ");

/** The session cookie a request carries, by name: each resolved to a real (or deliberately bad) session. */
export const CREDENTIALS = [
  "none",
  "A:admin",
  "A:campaign_initiator",
  "A:equipment_manager",
  "A:equipment_user",
  "A:user",
  "A:inactive",
  "A:expired",
  "C:admin",
  "C:equipment_user",
  "garbage",
  "nul",
  "surrogate",
  "huge",
] as const;
export type Credential = (typeof CREDENTIALS)[number];

/** A route's path parameter: a company's own one (as urlOf fills it), or a raw URL segment. */
export type Segment = { company: CompanyName } | { raw: string };

/** Which part of a request is hostile: one at a time mostly, so that the others let it reach its route. */
export type Focus = "body" | "path" | "query" | "headers" | "session" | "all" | "none";

export interface HostileRequest {
  op: Operation;
  /** The part made hostile (the others are ordinary), or all of them, or none. */
  focus: Focus;
  /** Another method than the route's, sometimes: the router's own refusals. */
  method: string;
  segments: Record<string, Segment>;
  /** The raw query string, without `?` (empty for none). */
  query: string;
  credential: Credential;
  /** A second session cookie before the first, as a confused browser might send. */
  secondCredential?: Credential;
  /** Whose valid body is the starting point (its ids inside), before any change. */
  bodyFrom: CompanyName;
  body: BodyPlan;
  headers: Record<string, string>;
}

/**
 * A value to place in a body, made only when sent: `huge` and `deep` stand for what they make,
 * `typed` for an extreme value of the valid one's type, `cross` for another company's id of the
 * kind its key names, `id` for any id of a company.
 */
export type Value =
  | { v: unknown }
  | { huge: number; char: string }
  | { deep: number; open: "[" | "{" }
  | { id: CompanyName; which: number }
  | { bytes: number[] }
  | { typed: number }
  | { cross: CompanyName };

/** A raw body: a value's text, or the valid body's JSON text damaged. */
export type TextPlan = Value | { damage: TextDamage; at: number };

export type BodyPlan =
  | { plan: "none" }
  | { plan: "valid"; contentType?: string }
  | { plan: "mutate"; path: string[]; value: Value }
  | { plan: "drop"; path: string[] }
  | { plan: "extra"; key: string; value: Value }
  | { plan: "whole"; value: Value }
  | { plan: "text"; text: TextPlan; contentType: string }
  | { plan: "xml"; xml: XmlPlan; contentType: string };

export type XmlPlan =
  | { xml: "valid" }
  | { xml: "text"; index: number; value: Value }
  | { xml: "truncate"; at: number }
  | { xml: "doctype"; doctype: string }
  | { xml: "raw"; text: Value }
  | { xml: "form"; boundary: string | null; withFile: boolean };

/** What the test knows of its companies, to turn a plan into a real request. */
export interface Resolver {
  /** A body the route accepts, naming this company's rows. */
  validBody(op: Operation, company: CompanyName): unknown;
  /** The path parameter as urlOf fills it with this company's rows. */
  segment(op: Operation, param: string, company: CompanyName): string;
  /** A certificate naming this company's instrument. */
  certificate(company: CompanyName): string;
  /** The session cookie's value for a credential, if it has one. */
  cookie(credential: Credential): string | undefined;
  /** This company's ids and keys, to put anywhere in a body. */
  ids(company: CompanyName): unknown[];
  /** The company's id of the kind a body's key names (`campaignId`, `equipmentId`…). */
  idNamed(company: CompanyName, key: string): unknown;
}

// ---------------------------------------------------------------- values

/** Text with a NUL, or half of a surrogate pair. */
const brokenTexts = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfff", "\udbff\u0000", "\ud800\ud800"),
  fc.tuple(fc.string(), fc.constantFrom("\u0000", "\ud800", "\udc00"), fc.string()).map((p) => p.join("")),
);

const NUMBERS = [
  ...words("0 -1 1.5 -2147483649 2147483647 2147483648 1e21 1e308 -1e308 5e-324 99999999999").map(Number),
  -0,
  2 ** 53 + 2,
  2 ** 63,
  0.1 + 0.2,
];
const ODD_TEXTS = [
  ...words("NaN Infinity -Infinity 1e999 -1 0x1F 1,5 1.5.5 ١٢٣ 2027-02-30 0000-00-00 99999-12-31"),
  ...words("true null undefined __proto__ %00 a@b x@exemple.fr ../../../../etc/passwd"),
  "",
  " ",
  "9".repeat(400),
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  "{{7*7}}",
  "=cmd|' /C calc'!A0",
  "\u202etxet",
  "\ufeffBOM",
  "😀".repeat(50),
  "é".normalize("NFD"),
];

/** Extreme values of each JSON type, for a field whose valid value has that type. */
const TYPED: Record<string, (original: unknown) => unknown[]> = {
  number: () => [
    ...words("-1 0 2147483648 -2147483649 1e15 1e308 -1e308 1e-15 5e-324 0.1 60.5 1200 1201 32767 32768").map(
      Number,
    ),
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    1.0000000000000002,
  ],
  string: (original) => {
    const text = String(original);
    return [
      ...words("1e308 -1e308 1e-400 99999999999999999999,99 0,00000000000000001 -0 +1 1e5 ١٢ 0x10 @"),
      ...words("1900-01-01 9999-12-31 2026-02-29 2024-02-29T25:00:00Z 0001-01-01T00:00:00+14:00"),
      "",
      " ",
      "1 000",
      "x@exemple.fr ",
      "x".repeat(256),
      "x".repeat(10_001),
      `${text}\u0000`,
      `${text}\ud800`,
      text.repeat(300),
      text.toUpperCase(),
      ` ${text} `,
    ];
  },
  boolean: () => [null, "true", 1, 0],
  array: (original) => {
    const first = (original as unknown[])[0];
    // Empty, duplicates, long lists (each of their items one more row to check).
    return [[], [null], [first, first], Array(100).fill(first), Array(3000).fill(first), [[first]]];
  },
  object: () => [{}, null, []],
  undefined: () => [null, 0, "", [], {}, -1, 2 ** 31, "x".repeat(10_001), "\u0000"],
};

/** A hostile value of any kind: wrong types, odd numbers and texts, broken texts, huge and deep ones, ids. */
const hostileValue: fc.Arbitrary<Value> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS, null, true, false, [], {}).map((v) => ({ v })) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true })).map((v) => ({ v })) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXTS).map((v) => ({ v })) },
  { weight: 3, arbitrary: brokenTexts.map((v) => ({ v })) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }).map((v) => ({ v })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ v })) },
  { weight: 1, arbitrary: fc.array(brokenTexts, { maxLength: 3 }).map((v) => ({ v })) },
  {
    weight: 1,
    arbitrary: fc.record({
      huge: fc.constantFrom(300, 70_000, 1_048_576),
      char: fc.constantFrom("x", "é", "😀", "\u0000"),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      deep: fc.integer({ min: 2, max: 200 }),
      open: fc.constantFrom<"[" | "{">("[", "{"),
    }),
  },
  { weight: 3, arbitrary: fc.record({ id: fc.constantFrom<CompanyName>("A", "B", "C"), which: fc.nat(40) }) },
);

/** Raw text for a body: random, broken, deep, huge, or bytes that are not UTF-8. */
const rawText: fc.Arbitrary<Value> = fc.oneof(
  fc.string({ maxLength: 60 }).map((v) => ({ v })),
  brokenTexts.map((v) => ({ v })),
  fc.record({ deep: fc.constantFrom(21, 500, 100_000), open: fc.constantFrom<"[" | "{">("[", "{") }),
  // ~1 MB, and 6 MB: over the body limit (5 MB).
  fc.record({ huge: fc.constantFrom(1_048_576, 6 * 1_048_576), char: fc.constantFrom("x", "[") }),
  fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 30 }).map((bytes) => ({ bytes })),
  fc
    .constantFrom("<a><b></a>", "<?xml version='1.0' encoding='UTF-16'?><a/>", "{", "]", "null", '"x"')
    .map((v) => ({ v })),
);

/** Makes the value a plan names (`original`: the valid value at its place; `key`: its name). */
export function makeValue(value: Value, r: Resolver, original?: unknown, key = ""): unknown {
  if ("typed" in value) {
    const type = Array.isArray(original) ? "array" : original === null ? "object" : typeof original;
    const pool = (TYPED[type] ?? TYPED.undefined!)(original);
    return pool[value.typed % pool.length];
  }
  if ("cross" in value) {
    const id = r.idNamed(value.cross, key);
    return Array.isArray(original) ? [id] : id;
  }
  if ("v" in value) return value.v;
  if ("huge" in value) return value.char.repeat(value.huge);
  if ("deep" in value) {
    let nested: unknown = "fond";
    for (let level = 0; level < value.deep; level++) nested = value.open === "[" ? [nested] : { a: nested };
    return nested;
  }
  if ("id" in value) {
    const pool = r.ids(value.id);
    return pool[value.which % pool.length];
  }
  return Buffer.from(value.bytes);
}

// ---------------------------------------------------------------- bodies

/** How the valid body's JSON text is damaged: cut short, NaN and friends, comments, BOM, duplicate keys… */
const TEXT_DAMAGES = [
  ...words("cut NaN Infinity 1e99999 -0 bom trailing-comma single-quotes comment duplicate proto"),
  ...words("constructor latin1"),
] as const;
type TextDamage = string;

function damaged(text: string, damage: TextDamage, at: number): string | Buffer {
  const firstNumber = /(:\s*)(-?\d+(?:\.\d+)?)/;
  if (["NaN", "Infinity", "1e99999", "-0"].includes(damage))
    return firstNumber.test(text) ? text.replace(firstNumber, `$1${damage}`) : `{"x":${damage}}`;
  if (damage === "cut") return text.slice(0, at % Math.max(1, text.length));
  if (damage === "bom") return `\ufeff${text}`;
  if (damage === "trailing-comma") return text.replace(/}$/, ",}");
  if (damage === "single-quotes") return text.replaceAll('"', "'");
  if (damage === "comment") return `/* commentaire */${text}`;
  if (damage === "duplicate") return text.replace(/^\{/, '{"name":1,"name":{"a":2},');
  if (damage === "proto") return text.replace(/^\{/, '{"__proto__":{"isAdmin":true,"companyId":2},');
  if (damage === "constructor") return text.replace(/^\{/, '{"constructor":{"prototype":{"polluted":1}},');
  // Bytes that are not UTF-8 (é in Latin-1, an overlong NUL, a surrogate's bytes) in the first text.
  const [head, ...rest] = text.split('"');
  if (rest.length === 0) return Buffer.from('{"x":"\u00e9"}', "latin1");
  const bad = Buffer.from([0xe9, 0xc0, 0x80, 0xed, 0xa0, 0x80]);
  return Buffer.concat([Buffer.from(`${head}"`), bad, Buffer.from(rest.join('"'))]);
}

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=iso-8859-1",
  "APPLICATION/JSON",
  "application/json;;;",
  "application/vnd.api+json",
];
const OTHER_TYPES = [
  ...words("text/plain text/json application/xml text/xml application/x-www-form-urlencoded"),
  ...words("multipart/form-data application/octet-stream */* é/è"),
  "multipart/form-data; boundary=----zz",
  "",
];

/** What the DOCTYPE of a hostile certificate declares: entities that expand, and ones that read files. */
const DOCTYPES = [
  `<!DOCTYPE lolz [<!ENTITY lol "lol">${[2, 3, 4, 5].map((n) => `<!ENTITY lol${n} "${`&lol${n === 2 ? "" : n - 1};`.repeat(10)}">`).join("")}]>`,
  '<!DOCTYPE dcc [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  '<!DOCTYPE dcc [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/evil.dtd"> %remote;]>',
  '<!DOCTYPE dcc SYSTEM "file:///etc/passwd">',
  '<!DOCTYPE dcc [<!ENTITY a "&b;"><!ENTITY b "&a;">]>',
];

const xmlPlan: fc.Arbitrary<XmlPlan> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<XmlPlan>({ xml: "valid" }) },
  {
    weight: 5,
    arbitrary: fc.record({ xml: fc.constant("text" as const), index: fc.nat(200), value: hostileValue }),
  },
  { weight: 1, arbitrary: fc.record({ xml: fc.constant("truncate" as const), at: fc.nat(12_000) }) },
  {
    weight: 2,
    arbitrary: fc.record({ xml: fc.constant("doctype" as const), doctype: fc.constantFrom(...DOCTYPES) }),
  },
  { weight: 2, arbitrary: fc.record({ xml: fc.constant("raw" as const), text: rawText }) },
  {
    weight: 2,
    arbitrary: fc.record({
      xml: fc.constant("form" as const),
      boundary: fc.option(fc.constantFrom("----calibra", "a", "x".repeat(80)), { nil: null }),
      withFile: fc.boolean(),
    }),
  },
);

/** The body's plan for an operation: valid, changed field by field, wrong as a whole, or not JSON at all. */
function bodyPlan(op: Operation, paths: string[][]): fc.Arbitrary<BodyPlan> {
  const text = (value: fc.Arbitrary<TextPlan>, types: string[]) =>
    fc.record({ plan: fc.constant("text" as const), text: value, contentType: fc.constantFrom(...types) });
  if (op.xmlBody)
    return fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record({
          plan: fc.constant("xml" as const),
          xml: xmlPlan,
          contentType: fc.constantFrom("application/xml", "text/xml", "application/xml; charset=utf-8"),
        }),
      },
      { weight: 2, arbitrary: text(rawText, [...JSON_TYPES, ...OTHER_TYPES]) },
      { weight: 1, arbitrary: fc.constant<BodyPlan>({ plan: "none" }) },
    );
  const path = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<string[]>(["x"]);
  // The places of ids (`campaignId`, `ratings.0.equipmentId`): one of them another company's.
  const idPaths = paths.filter((p) => /(^id|Id|Ids)$/.test(p.filter((k) => !/^\d+$/.test(k)).at(-1) ?? ""));
  const mutate = (value: fc.Arbitrary<Value>, at = path) =>
    fc.record({ plan: fc.constant("mutate" as const), path: at, value });
  const plans: fc.WeightedArbitrary<BodyPlan>[] = [
    {
      weight: 2,
      arbitrary: fc.record({
        plan: fc.constant("valid" as const),
        contentType: fc.option(fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES), { nil: undefined, freq: 3 }),
      }),
    },
    { weight: op.hasBody ? 6 : 1, arbitrary: mutate(hostileValue) },
    { weight: op.hasBody ? 8 : 0, arbitrary: mutate(fc.nat(100).map((typed) => ({ typed }))) },
    {
      weight: idPaths.length > 0 ? 4 : 0,
      arbitrary: mutate(
        fc.constantFrom<CompanyName>("B", "C").map((cross) => ({ cross })),
        idPaths.length > 0 ? fc.constantFrom(...idPaths) : path,
      ),
    },
    { weight: op.hasBody ? 1 : 0, arbitrary: fc.record({ plan: fc.constant("drop" as const), path }) },
    {
      weight: 1,
      arbitrary: fc.record({
        plan: fc.constant("extra" as const),
        key: fc.constantFrom("__proto__", "constructor", "companyId", "id", "zzqx", "a\u0000b", "\ud800"),
        value: hostileValue,
      }),
    },
    { weight: 2, arbitrary: fc.record({ plan: fc.constant("whole" as const), value: hostileValue }) },
    {
      weight: 3,
      arbitrary: text(
        fc.oneof(rawText, fc.record({ damage: fc.constantFrom(...TEXT_DAMAGES), at: fc.nat(400) })),
        [...JSON_TYPES, ...JSON_TYPES, ...OTHER_TYPES],
      ),
    },
    { weight: op.hasBody ? 0 : 4, arbitrary: fc.constant<BodyPlan>({ plan: "none" }) },
  ];
  return fc.oneof(...plans.filter((p) => p.weight > 0));
}

// ---------------------------------------------------------------- paths, queries, headers

/** A text as a URL segment or query value: percent-encoded, a lone surrogate as its (invalid) UTF-8 bytes. */
export function encodeText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** Raw URL segments nobody should send as an id or a token (other companies' ids are `{company}`). */
const HOSTILE_SEGMENTS = [
  ...words(
    "-1 0 -0 1.5 1e3 2147483647 2147483648 -2147483649 9223372036854775808 99999999999999999999999999",
  ),
  ...words("NaN Infinity 0x10 00012 %201 1%20 true null %00 1%00 %ED%A0%80 %ED%B0%80 %F0%9F%98%80"),
  ...words(".. %2e%2e ..%2F..%2Fetc%2Fpasswd %2F %5C..%5C %25 % %zz %E0%A4%A __proto__ constructor"),
  ...words("'%20OR%20'1'='1 measurement rating technicien utilisateur_equipement general zzqx"),
  "00000000-0000-0000-0000-000000000000",
  "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
  "9".repeat(150),
  "a".repeat(2000),
];

const segment: fc.Arbitrary<Segment> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom<CompanyName>("A", "A", "A", "B", "C").map((company) => ({ company })),
  },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS).map((raw) => ({ raw })) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.integer(), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }))
      .map((n) => ({ raw: String(n) })),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.string({ minLength: 1, maxLength: 20 }), brokenTexts)
      .map((s) => ({ raw: encodeText(s) })),
  },
);

/** A query parameter as the document declares it, with the values worth sending (its enum, the ids). */
export interface QueryParameter {
  name: string;
  type?: string;
  values: string[];
}

const FITTING_INTEGERS = words("1 2 20 100 2147483648 1e3 -5");
const FITTING_TEXTS = [
  ...words("true false all pdf xlsx csv xml 2026-01-01 2026-02 2026-13 0000-01-01 9999-12-31T23:59:60Z"),
  ...words("+275760-09-13 2026-02-30 2026-1-1 1,2,3"),
];

/** One query value: a fitting one, a company's id, a hostile one, huge, or encoded broken text. */
function queryValue(param: QueryParameter): fc.Arbitrary<string> {
  const fitting = param.type === "integer" ? FITTING_INTEGERS : FITTING_TEXTS;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...param.values, ...fitting) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 2, arbitrary: fc.oneof(fc.string({ maxLength: 30 }), brokenTexts).map(encodeText) },
    { weight: 1, arbitrary: fc.constantFrom(300, 70_000).map((n) => "9".repeat(n)) },
  );
}

const JUNK_NAMES = words("__proto__ constructor[prototype][x] zzqx a%00b %ED%A0%80 page[] ids[0]");

/** A query string: the operation's parameters (some repeated), junk ones, and malformed ones. */
function queryString(params: QueryParameter[]): fc.Arbitrary<string> {
  const parameter = fc.oneof(
    {
      weight: 5,
      arbitrary:
        params.length > 0
          ? fc.constantFrom(...params)
          : fc.constant<QueryParameter>({ name: "page", values: [] }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...JUNK_NAMES, "").map((name): QueryParameter => ({ name, values: [] })),
    },
  );
  const pairs = fc.array(
    fc
      .tuple(parameter, fc.integer({ min: 1, max: 3 }))
      .chain(([param, times]) =>
        fc
          .array(queryValue(param), { minLength: times, maxLength: times })
          .map((values) => values.map((v) => `${param.name}=${v}`)),
      ),
    { maxLength: 5 },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    { weight: 8, arbitrary: pairs.map((p) => p.flat().join("&")) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...words("&&& =x a % %zz=1 a=%E0%A4%A a=1&a a[b][c][d][e][f]=1")),
    },
  );
}

/** Extra headers: odd Accept and encodings, another site, forged addresses, ranges, huge headers. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ["accept", "application/xml"],
        ["accept", "text/html;q=abc, */*;q=-1"],
        ["accept", "image/*"],
        ["accept-encoding", "gzip;q=NaN, br, zstd, deflate;q=-1"],
        ["accept-encoding", "identity;q=0, *;q=0"],
        ["accept-encoding", "gzip"],
        ["accept-language", "zz-ZZ;q=2, *"],
        ["origin", "https://malveillant.example"],
        ["origin", "null"],
        ["referer", "https://malveillant.example/page"],
        ["sec-fetch-site", "cross-site"],
        ["sec-fetch-site", "same-origin"],
        ["x-forwarded-for", "1.2.3.4, ::ffff:zz, 999.999.999.999"],
        ["x-forwarded-proto", "gopher"],
        ["x-forwarded-host", "malveillant.example"],
        ["authorization", "Bearer zzqx"],
        ["if-none-match", "*"],
        ["if-modified-since", "Thu, 01 Jan 2099 00:00:00 GMT"],
        ["range", "bytes=999999999-"],
        ["range", "bytes=5-2, 0-0, -1"],
        ["x-http-method-override", "DELETE"],
        ["user-agent", "Mozilla/5.0 ' OR 1=1 -- é"],
        ["content-encoding", "gzip"],
        ["expect", "100-continue"],
        ["transfer-encoding", "chunked"],
      ),
      fc.constantFrom(8_000, 70_000).map((n) => ["x-zzqx-huge", "a".repeat(n)]),
      fc.constantFrom(300, 5000).map((n) => ["user-agent", "é".repeat(n)]),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((pairs) => Object.fromEntries(pairs));

// ---------------------------------------------------------------- requests

/** A's staff (all roles): sessions that reach the routes' work and not only their door. */
const staff = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Credential>("A:admin") },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Credential>(
      "A:campaign_initiator",
      "A:equipment_manager",
      "A:equipment_user",
      "A:user",
    ),
  },
);
/** An id of the path: A's own mostly, B's and C's as often as it takes to show nothing of theirs. */
const named = fc.constantFrom<CompanyName>("A", "A", "A", "B", "C").map((company): Segment => ({ company }));

/** B never lets anyone in: its share links are never sent (a link's token is the key to its company). */
const withoutB = (param: string, chosen: Segment): Segment =>
  "company" in chosen && chosen.company === "B" && /^(shareToken|token)$/.test(param)
    ? { company: "C" }
    : chosen;

/**
 * A request for the operation: hostile in one of its parts (its focus) and ordinary in the others,
 * or hostile throughout, or not at all; naming other companies' ids now and then in every part.
 */
export function hostileRequest(
  op: Operation,
  paths: string[][],
  query: QueryParameter[],
): fc.Arbitrary<HostileRequest> {
  const focus = fc.oneof(
    { weight: op.hasBody || op.xmlBody ? 6 : 1, arbitrary: fc.constant<Focus>("body") },
    { weight: op.params.length > 0 ? 3 : 0, arbitrary: fc.constant<Focus>("path") },
    { weight: 2, arbitrary: fc.constant<Focus>("query") },
    { weight: 1, arbitrary: fc.constant<Focus>("headers") },
    { weight: 2, arbitrary: fc.constant<Focus>("session") },
    { weight: 2, arbitrary: fc.constant<Focus>("all") },
    { weight: 1, arbitrary: fc.constant<Focus>("none") },
  );
  const ordinaryBody = fc.constant<BodyPlan>(op.hasBody || op.xmlBody ? { plan: "valid" } : { plan: "none" });
  const methods = fc.constantFrom(...words("GET POST PUT PATCH DELETE OPTIONS HEAD"));
  return focus
    .chain((f) => {
      const hostile = (part: Focus) => f === part || f === "all";
      const segments = op.params.map((p) => [
        p,
        (hostile("path") ? segment : named).map((s) => withoutB(p, s)),
      ]);
      return fc.record({
        op: fc.constant(op),
        focus: fc.constant(f),
        method: hostile("path")
          ? fc.oneof(
              { weight: 8, arbitrary: fc.constant<string>(op.method) },
              { weight: 1, arbitrary: methods },
            )
          : fc.constant<string>(op.method),
        segments: fc.record(Object.fromEntries(segments)) as fc.Arbitrary<Record<string, Segment>>,
        query: hostile("query") ? queryString(query) : fc.constant(""),
        credential: hostile("session") ? fc.constantFrom(...CREDENTIALS) : staff,
        secondCredential: hostile("session")
          ? fc.option(fc.constantFrom(...CREDENTIALS), { nil: undefined, freq: 3 })
          : fc.constant(undefined),
        bodyFrom: fc.constantFrom<CompanyName>("A", "A", "A", "B", "C"),
        body: hostile("body") ? bodyPlan(op, paths) : ordinaryBody,
        headers: hostile("headers") ? extraHeaders : fc.constant({}),
      });
    })
    .map((request) => Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) }));
}

/** A request in a line, for fast-check's report of a failure and the test's own messages. */
export function describeRequest(request: HostileRequest): string {
  const short = (limit: number) => (_: string, v: unknown) =>
    typeof v === "string" && v.length > limit ? `${v.slice(0, limit)}…(${v.length})` : v;
  const sessions = [request.secondCredential, request.credential].filter(Boolean).join("+");
  const query = request.query.length > 120 ? `${request.query.slice(0, 120)}…` : request.query;
  return `(${request.focus}) ${request.method} ${request.op.path} ${JSON.stringify(request.segments, short(40))} ?${query} [${sessions}] corps de ${request.bodyFrom} ${JSON.stringify(request.body, short(80))} en-têtes ${Object.keys(request.headers).join(",")}`;
}

// ---------------------------------------------------------------- the request itself

/** Every property path a body schema declares (`ratings.0.grade`), through references and options. */
export function schemaPaths(schema: unknown, document: unknown, path: string[] = [], depth = 0): string[][] {
  const node = schema as {
    $ref?: string;
    anyOf?: unknown[];
    oneOf?: unknown[];
    allOf?: unknown[];
    properties?: Record<string, unknown>;
    items?: unknown;
  };
  if (!node || depth > 8) return [];
  if (node.$ref) {
    const named = (document as { components: { schemas: Record<string, unknown> } }).components.schemas;
    return schemaPaths(named[node.$ref.split("/").at(-1)!], document, path, depth + 1);
  }
  const found: string[][] = path.length > 0 ? [path] : [];
  for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    found.push(...schemaPaths(option, document, path, depth + 1));
  for (const [name, property] of Object.entries(node.properties ?? {}))
    found.push(...schemaPaths(property, document, [...path, name], depth + 1));
  if (node.items) found.push(...schemaPaths(node.items, document, [...path, "0"], depth + 1));
  const seen = new Set<string>();
  return found.filter((p) => !seen.has(p.join(".")) && seen.add(p.join(".")));
}

/** A copy of `body` with `value` at `path` (objects and arrays made on the way), or without it. */
function setAt(body: unknown, path: string[], value: unknown, drop = false): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const container = (
    Array.isArray(body)
      ? [...body]
      : typeof body === "object" && body !== null
        ? { ...body }
        : /^\d+$/.test(head)
          ? []
          : {}
  ) as Record<string, unknown>;
  if (drop && rest.length === 0) delete container[head];
  else container[head] = setAt(container[head], rest, value, drop);
  return container;
}

function getAt(body: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined,
    body,
  );
}

function rawOf(text: TextPlan, valid: unknown, r: Resolver): string | Buffer {
  if ("damage" in text) return damaged(JSON.stringify(valid ?? { name: "x" }), text.damage, text.at);
  if ("deep" in text) return deepText(text.deep, text.open);
  const value = makeValue(text, r);
  return typeof value === "string" || Buffer.isBuffer(value) ? value : (JSON.stringify(value) ?? "");
}

/** Deep nesting as JSON text (deeper than JSON.stringify could write): `[[[…]]]`. */
function deepText(depth: number, open: "[" | "{"): string {
  if (open === "[") return `${"[".repeat(depth)}${"]".repeat(depth)}`;
  return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** The XML of a certificate, or a form carrying it, as the plan has it. */
function xmlOf(plan: XmlPlan, certificate: string, r: Resolver): { payload: string | Buffer; type?: string } {
  switch (plan.xml) {
    case "valid":
      return { payload: certificate };
    case "text": {
      // One text of the certificate replaced, as bytes: a value may be bytes that are not UTF-8.
      const nodes = [...certificate.matchAll(/>([^<]*\S[^<]*)</g)];
      const node = nodes[plan.index % nodes.length]!;
      const start = node.index + 1;
      const value = makeValue(plan.value, r);
      const inner = Buffer.isBuffer(value)
        ? value
        : Buffer.from(typeof value === "string" ? value : String(JSON.stringify(value)));
      const after = certificate.slice(start + node[1]!.length);
      return {
        payload: Buffer.concat([Buffer.from(certificate.slice(0, start)), inner, Buffer.from(after)]),
      };
    }
    case "truncate":
      return { payload: certificate.slice(0, plan.at % certificate.length) };
    case "doctype": {
      // The last entity declared is used in the certificate's number, where a reader would expand it.
      const entity = [...plan.doctype.matchAll(/<!ENTITY (\w+) /g)].at(-1)?.[1];
      const declared = certificate.replace(/\?>/, `?>${plan.doctype}`);
      const used = declared.replace(/<dcc:uniqueIdentifier>[^<]*</, `<dcc:uniqueIdentifier>&${entity};<`);
      return { payload: entity ? used : declared };
    }
    case "raw":
      return { payload: rawOf(plan.text, undefined, r) };
    case "form": {
      const boundary = plan.boundary ?? "----calibra";
      const part = plan.withFile
        ? `Content-Disposition: form-data; name="file"; filename="certificat.xml"\r\nContent-Type: application/xml\r\n\r\n${certificate}`
        : 'Content-Disposition: form-data; name="note"\r\n\r\nrien';
      return {
        payload: `--${boundary}\r\n${part}\r\n--${boundary}--\r\n`,
        type: plan.boundary === null ? "multipart/form-data" : `multipart/form-data; boundary=${boundary}`,
      };
    }
  }
}

export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The request a plan stands for, ready for `app.inject`. */
export function materialise(request: HostileRequest, r: Resolver): Sent {
  const { op, body } = request;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const chosen = request.segments[name]!;
    return "company" in chosen ? r.segment(op, name, chosen.company) : chosen.raw;
  });
  const headers: Record<string, string> = { ...request.headers };
  const cookies = [request.secondCredential, request.credential]
    .map((c) => (c === undefined ? undefined : r.cookie(c)))
    .filter((c) => c !== undefined);
  if (cookies.length > 0) headers.cookie = cookies.map((c) => `calibra_session=${c}`).join("; ");
  const valid = op.hasBody || op.xmlBody ? r.validBody(op, request.bodyFrom) : undefined;
  const json = (value: unknown, type = "application/json") => {
    headers["content-type"] = type;
    return JSON.stringify(value) ?? "";
  };
  let payload: string | Buffer | undefined;
  if (body.plan === "valid") payload = op.xmlBody ? String(valid) : json(valid ?? {}, body.contentType);
  else if (body.plan === "mutate")
    payload = json(
      setAt(valid, body.path, makeValue(body.value, r, getAt(valid, body.path), body.path.at(-1))),
    );
  else if (body.plan === "drop") payload = json(setAt(valid, body.path, undefined, true));
  else if (body.plan === "extra")
    payload = json({ ...(valid as object), [body.key]: makeValue(body.value, r) });
  else if (body.plan === "whole") payload = json(makeValue(body.value, r));
  else if (body.plan === "text") {
    payload = rawOf(body.text, valid, r);
    headers["content-type"] = body.contentType;
  } else if (body.plan === "xml") {
    const xml = xmlOf(body.xml, r.certificate(request.bodyFrom), r);
    payload = xml.payload;
    headers["content-type"] = xml.type ?? body.contentType;
  }
  return { method: request.method, url: request.query ? `${path}?${request.query}` : path, headers, payload };
}

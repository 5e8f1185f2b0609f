/**
 * A DCC file as a tree of elements: bytes decoded (UTF-8 or UTF-16), DOCTYPE and entities refused
 * before parsing, namespaces resolved whatever prefix the file binds to them, and the small
 * navigation the reader needs (children by namespace and local name, text in French first).
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { DCC_MESSAGES, format } from "../../../../shared/messages";
import { DccError, malformed } from "./dcc-errors";

export const DCC_NS = "https://ptb.de/dcc";
export const SI_NS = "https://ptb.de/si";

/** An element with its namespace resolved, its attributes as written and its text content trimmed. */
export interface XmlNode {
  readonly ns: string | null;
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
  readonly text: string;
}

/** One entry of fast-xml-parser's `preserveOrder` output: `{ tag: children, ":@": attributes }` or `{ "#text": … }`. */
type OrderedEntry = Record<string, unknown>;

export function decode(xml: string | Uint8Array): string {
  if (typeof xml === "string") return xml.replace(/^\uFEFF/, "");
  try {
    return new TextDecoder(encodingOf(xml), { fatal: true }).decode(xml);
  } catch {
    throw malformed(DCC_MESSAGES.notUtf);
  }
}

function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return "utf-8";
}

/** A DCC never needs a DTD; refusing it up front means no entity (billion laughs, external file) is expanded. */
export function refuseEntities(text: string): void {
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) {
    throw new DccError("entities", DCC_MESSAGES.entities);
  }
}

export function parseTree(text: string): XmlNode {
  if (text.trim() === "") throw malformed(DCC_MESSAGES.empty);
  const check = XMLValidator.validate(text);
  // The parser's own words are English: the user reads where the file breaks, in French.
  if (check !== true)
    throw malformed(format(DCC_MESSAGES.brokenAt, { line: check.err.line, col: check.err.col }));
  let entries: OrderedEntry[];
  try {
    entries = newParser().parse(text) as OrderedEntry[];
  } catch {
    throw malformed(DCC_MESSAGES.broken);
  }
  const root = entries.find((entry) => tagOf(entry) !== null);
  if (!root) throw malformed(DCC_MESSAGES.noRoot);
  return toNode(root, new Map());
}

function newParser(): XMLParser {
  return new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    removeNSPrefix: false,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
}

function tagOf(entry: OrderedEntry): string | null {
  return Object.keys(entry).find((key) => key !== ":@" && key !== "#text") ?? null;
}

function toNode(entry: OrderedEntry, scope: ReadonlyMap<string, string>): XmlNode {
  const tag = tagOf(entry) ?? "";
  const attrs = decodeAttributes(entry[":@"]);
  const ownScope = withDeclarations(scope, attrs);
  const colon = tag.indexOf(":");
  const prefix = colon < 0 ? "" : tag.slice(0, colon);
  const children: XmlNode[] = [];
  const texts: string[] = [];
  for (const kid of (entry[tag] ?? []) as OrderedEntry[]) {
    if ("#text" in kid) texts.push(String(kid["#text"]));
    else children.push(toNode(kid, ownScope));
  }
  return {
    ns: ownScope.get(prefix) || null,
    name: tag.slice(colon + 1),
    attrs,
    children,
    text: decodeEntities(texts.join(" ")).trim(),
  };
}

function decodeAttributes(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== "object") return {};
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, decodeEntities(String(value))]));
}

/** Applies the `xmlns` and `xmlns:p` declarations of an element to the prefixes in scope. */
function withDeclarations(
  scope: ReadonlyMap<string, string>,
  attrs: Record<string, string>,
): ReadonlyMap<string, string> {
  const declared = Object.entries(attrs).filter(([key]) => key === "xmlns" || key.startsWith("xmlns:"));
  if (declared.length === 0) return scope;
  const next = new Map(scope);
  for (const [key, uri] of declared) next.set(key === "xmlns" ? "" : key.slice(6), uri);
  return next;
}

/** The parser leaves entities alone (`processEntities: false`): decode the five predefined ones and character references. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (whole, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED_ENTITIES[body] ?? whole;
  });
}

const PREDEFINED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

// ---------------------------------------------------------------------------------------------------
// Navigation
// ---------------------------------------------------------------------------------------------------

export function kids(node: XmlNode | undefined, name: string, ns = DCC_NS): XmlNode[] {
  return node ? node.children.filter((child) => child.ns === ns && child.name === name) : [];
}

export function kid(node: XmlNode | undefined, name: string, ns = DCC_NS): XmlNode | undefined {
  return node?.children.find((child) => child.ns === ns && child.name === name);
}

export function textOf(node: XmlNode | undefined): string | null {
  return node && node.text !== "" ? node.text : null;
}

/** The text of a `dcc:textType` / `dcc:richContentType`: its `dcc:content` in French, else English, else the first. */
export function pickText(node: XmlNode | undefined): string | null {
  const contents = kids(node, "content").filter((content) => content.text !== "");
  const chosen =
    contents.find((content) => content.attrs.lang === "fr") ??
    contents.find((content) => content.attrs.lang === "en") ??
    contents[0];
  return chosen?.text ?? null;
}

export function refTypes(node: XmlNode): string[] {
  return (node.attrs.refType ?? "").split(/\s+/).filter(Boolean);
}

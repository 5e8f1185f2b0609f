/**
 * The writer's XML: elements and comments built as a tree, rendered as indented text with what XML 1.0
 * requires escaped or dropped, and the schema's simple text types (non-empty token, date).
 */

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly content: string | readonly XmlNode[];
}

interface XmlComment {
  readonly comment: string;
}

export type XmlNode = XmlElement | XmlComment;

/** An element with text content, or with children (a null child is left out). */
export function el(
  name: string,
  content: string | readonly (XmlNode | null)[],
  attributes: Readonly<Record<string, string>> = {},
): XmlElement {
  const children =
    typeof content === "string" ? content : content.filter((child): child is XmlNode => child !== null);
  return { name, attributes, content: children };
}

export function comment(text: string): XmlComment {
  return { comment: text };
}

/** A `dcc:textType` or `dcc:richContentType` element holding one `dcc:content`. */
export function textElement(name: string, text: string, lang?: string): XmlElement {
  return el(name, [el("dcc:content", text.trim(), lang ? { lang } : {})]);
}

export function render(node: XmlNode, depth: number): string {
  const indent = "  ".repeat(depth);
  if ("comment" in node) return `${indent}<!-- ${commentText(node.comment)} -->`;
  const open = `${node.name}${renderAttributes(node.attributes)}`;
  if (typeof node.content === "string") return `${indent}<${open}>${escapeText(node.content)}</${node.name}>`;
  if (node.content.length === 0) return `${indent}<${open}/>`;
  const children = node.content.map((child) => render(child, depth + 1));
  return [`${indent}<${open}>`, ...children, `${indent}</${node.name}>`].join("\n");
}

function renderAttributes(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeText(value).replace(/"/g, "&quot;")}"`)
    .join("");
}

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/**
 * Text content with &, < and > escaped (an attribute value, written between double quotes, also has
 * its " escaped); quotes and apostrophes need no escape in text, and French reads better without.
 * Characters XML 1.0 cannot hold are dropped; line ends become \n.
 */
function escapeText(text: string): string {
  return xmlCharacters(text)
    .replace(/\r\n?/g, "\n")
    .replace(/[&<>]/g, (char) => ESCAPES[char] ?? char);
}

/** A comment may not hold "--" nor end with "-". */
function commentText(text: string): string {
  return xmlCharacters(text)
    .replace(/-(?=-)/g, "- ")
    .replace(/-$/, "- ");
}

/** Drops the characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE, U+FFFF). */
function xmlCharacters(text: string): string {
  return Array.from(text)
    .filter((char) => isXmlCharacter(char.codePointAt(0) ?? 0))
    .join("");
}

function isXmlCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/** A non-empty string as the schema's `notEmptyStringType` wants it (no space at either end). */
export function token(text: string, fallback: string): string {
  return xmlCharacters(text).trim() || fallback;
}

export function day(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Date invalide pour le DCC : « ${date} ».`);
  return date;
}

/**
 * A small iCalendar writer (RFC 5545) for the planning's feed: content lines ended by CRLF, folded
 * at 75 octets without ever cutting a UTF-8 character, TEXT values escaped, all-day events as
 * `VALUE=DATE` (no time zone: a due date is a calendar day wherever the reader is).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(CONTROL, "");
}

const MAX_OCTETS = 75;

/**
 * One content line folded (RFC 5545 §3.1): no line longer than 75 octets, each continuation line
 * starting with a space; a character is never split across two lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** A day `YYYY-MM-DD` as a DATE value: `20260315`. */
export function dateValue(day: string): string {
  return day.replaceAll("-", "");
}

/** An instant as a UTC DATE-TIME value: `20260315T080000Z`. */
export function dateTimeValue(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** A property: its name (with parameters, if any) and its value, already written in its type's form. */
export type Property = readonly [name: string, value: string];

/** A component (VEVENT…) and its properties, in order. */
export interface Component {
  name: string;
  properties: readonly Property[];
}

/** A whole calendar: its own properties, then its components; every line folded and ended by CRLF. */
export function writeCalendar(properties: readonly Property[], components: readonly Component[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    ...properties.map(([name, value]) => `${name}:${value}`),
    ...components.flatMap((component) => [
      `BEGIN:${component.name}`,
      ...component.properties.map(([name, value]) => `${name}:${value}`),
      `END:${component.name}`,
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/**
 * Line breaking for the report: text as people typed it, made printable and broken into lines
 * that fit a width, the way French is set (no line starting with « : » or « % »).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u00ad]/g;

/**
 * Text as typed, made printable on one line: composed accents (a decomposed "é" would print its
 * accent apart), tabs and line breaks as spaces, invisible control characters removed.
 */
export function cleanLine(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\t\n\r]/g, " ")
    .replace(CONTROL, "");
}

/** Greedy line breaking at spaces; paragraphs (typed line breaks) kept; over-long words cut. */
export function breakLines(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  const space = measure(" ");
  for (const paragraph of text.replace(/\r\n?/g, "\n").split("\n")) {
    const words = frenchWords(cleanLine(paragraph));
    let line = "";
    let width = 0;
    for (const word of words) {
      const wordWidth = measure(word);
      if (line && width + space + wordWidth <= maxWidth) {
        line += ` ${word}`;
        width += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      if (wordWidth <= maxWidth) {
        line = word;
        width = wordWidth;
      } else {
        const pieces = cutWord(word, maxWidth, measure);
        lines.push(...pieces.slice(0, -1));
        line = pieces[pieces.length - 1]!;
        width = measure(line);
      }
    }
    lines.push(line);
  }
  // A text that ends with a line break does not get an empty last line.
  while (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/**
 * The words of a line, keeping French typography's unbreakable spaces: never a line that starts
 * with ":", ";", "!", "?", "»", "%" or a unit's "°", nor one that ends with "«".
 */
function frenchWords(line: string): string[] {
  const words: string[] = [];
  for (const word of line.split(" ")) {
    if (word.length === 0) continue;
    const last = words.length - 1;
    if (last >= 0 && (/^[:;!?»%°]/.test(word) || words[last]!.endsWith("«"))) words[last] += ` ${word}`;
    else words.push(word);
  }
  return words;
}

/** A word wider than the column, cut into pieces that fit (a long reference, an URL). */
function cutWord(word: string, maxWidth: number, measure: (s: string) => number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces;
}

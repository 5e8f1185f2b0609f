/**
 * How deeply a request's JSON may nest: every body Calibra takes is a few levels deep (a campaign
 * with its equipment, a list of rating cells); a body nested thousands of levels deep is refused
 * before it is parsed, so that nothing walking it recursively can overflow the stack.
 */
export const MAX_JSON_DEPTH = 20;

/** The deepest nesting of arrays and objects in a JSON text, counted in one pass (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

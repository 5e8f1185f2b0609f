/**
 * D-SI units (`\degreecelsius`, `\kilo\pascal`, `\metre\second\tothe{-1}`) to the short form
 * Calibra shows (°C, kPa, m·s⁻¹), and back.
 */

const PREFIXES: Readonly<Record<string, string>> = {
  yocto: "y",
  zepto: "z",
  atto: "a",
  femto: "f",
  pico: "p",
  nano: "n",
  micro: "µ",
  milli: "m",
  centi: "c",
  deci: "d",
  deca: "da",
  hecto: "h",
  kilo: "k",
  mega: "M",
  giga: "G",
  tera: "T",
  peta: "P",
  exa: "E",
  zetta: "Z",
  yotta: "Y",
};

const UNIT_SYMBOLS: Readonly<Record<string, string>> = {
  metre: "m",
  kilogram: "kg",
  gram: "g",
  second: "s",
  ampere: "A",
  kelvin: "K",
  mole: "mol",
  candela: "cd",
  degreecelsius: "°C",
  radian: "rad",
  steradian: "sr",
  hertz: "Hz",
  newton: "N",
  pascal: "Pa",
  joule: "J",
  watt: "W",
  coulomb: "C",
  volt: "V",
  farad: "F",
  ohm: "Ω",
  siemens: "S",
  weber: "Wb",
  tesla: "T",
  henry: "H",
  lumen: "lm",
  lux: "lx",
  becquerel: "Bq",
  gray: "Gy",
  sievert: "Sv",
  katal: "kat",
  bar: "bar",
  litre: "L",
  tonne: "t",
  minute: "min",
  hour: "h",
  day: "d",
  degree: "°",
  arcminute: "′",
  arcsecond: "″",
  hectare: "ha",
  electronvolt: "eV",
  dalton: "Da",
  neper: "Np",
  bel: "B",
  decibel: "dB",
  percent: "%",
  ppm: "ppm",
  one: "",
};

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  "-": "⁻",
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
};

/**
 * A D-SI unit in a short display form: `\degreecelsius` → °C, `\milli\metre` → mm,
 * `\newton\metre` → N·m, `\metre\second\tothe{-1}` → m·s⁻¹, `\one` → "". A unit with any word this
 * function does not know comes back as written, without its backslashes.
 */
export function displayUnit(dsiUnit: string): string {
  const written = dsiUnit.trim();
  return symbolsOf(written) ?? written.replace(/\\/g, "");
}

function symbolsOf(unit: string): string | null {
  const tokens = [...unit.matchAll(/\\([A-Za-z]+)(?:\{([^}]*)\})?/g)];
  if (tokens.length === 0 || tokens.map((token) => token[0]).join("") !== unit.replace(/\s+/g, ""))
    return null;
  const factors: string[] = [];
  let prefix = "";
  for (const [, word = "", argument] of tokens) {
    if (word === "tothe") {
      if (prefix !== "" || factors.length === 0 || argument === undefined) return null;
      factors.push(`${factors.pop()}${exponent(argument.trim())}`);
    } else if (prefix === "" && Object.hasOwn(PREFIXES, word)) {
      prefix = PREFIXES[word] ?? "";
    } else if (Object.hasOwn(UNIT_SYMBOLS, word)) {
      factors.push(`${prefix}${UNIT_SYMBOLS[word]}`);
      prefix = "";
    } else {
      return null;
    }
  }
  return prefix === "" ? factors.filter(Boolean).join("·") : null;
}

function exponent(power: string): string {
  if (!/^-?\d+$/.test(power)) return `^${power}`;
  return [...power].map((char) => SUPERSCRIPTS[char] ?? char).join("");
}

/**
 * The D-SI form of a unit as Calibra shows it, the inverse of {@link displayUnit}: °C → `\degreecelsius`,
 * kPa → `\kilo\pascal`, µm → `\micro\metre`, N·m → `\newton\metre`, m·s⁻¹ or m/s →
 * `\metre\second\tothe{-1}`, m^0.5 → `\metre\tothe{0.5}`, % → `\percent`, "" → `\one`. A unit already
 * written in D-SI (it starts with a backslash) is kept. Any other unit (mmHg, inH2O, °F) has no D-SI
 * word: it is written as it is behind one backslash, without its spaces, rather than lost to `\one` —
 * one token of an `si:unitXMLList`, which {@link displayUnit} gives back as it was typed.
 */
export function dsiUnit(display: string): string {
  const written = display.trim();
  if (written === "" || written === "1") return "\\one";
  const compact = written.replace(/\s+/g, "");
  if (written.startsWith("\\")) return compact;
  return dsiWordsOf(written) ?? `\\${compact}`;
}

const DSI_WORD_OF_SYMBOL: ReadonlyMap<string, string> = new Map(
  Object.entries(UNIT_SYMBOLS)
    .filter(([, symbol]) => symbol !== "")
    .map(([word, symbol]) => [symbol, word]),
);

/** Prefix symbols, longest first, so that "da" is tried before "d". */
const PREFIX_OF_SYMBOL: readonly (readonly [string, string])[] = Object.entries(PREFIXES)
  .map(([word, symbol]) => [symbol, word] as const)
  .sort(([a], [b]) => b.length - a.length);

/** Other ways of typing a character of a symbol: the Greek mu for the micro sign, the ohm sign for omega. */
const CHARACTER_ALIASES: ReadonlyMap<string, string> = new Map([
  ["\u03bc", "\u00b5"],
  ["\u2126", "\u03a9"],
]);

const SUPERSCRIPT_DIGITS: ReadonlyMap<string, string> = new Map(
  Object.entries(SUPERSCRIPTS).map(([digit, superscript]) => [superscript, digit]),
);

/** Factors joined by ·, ⋅, * or spaces, with at most one "/" before the factors to invert; null when a factor is unknown. */
function dsiWordsOf(unit: string): string | null {
  const [numerator = "", denominator, extra] = unit.split("/");
  if (extra !== undefined || numerator.trim() === "") return null;
  const factors = [
    ...splitFactors(numerator).map((factor) => dsiFactor(factor, 1)),
    ...splitFactors(denominator ?? "").map((factor) => dsiFactor(factor, -1)),
  ];
  if (factors.length === 0 || factors.some((factor) => factor === null)) return null;
  return factors.join("");
}

function splitFactors(text: string): string[] {
  return text.split(/[·⋅*\s]+/).filter(Boolean);
}

/** One factor (kPa, m², s^-1, s⁻¹) raised to `sign` times its exponent. */
function dsiFactor(factor: string, sign: 1 | -1): string | null {
  const match = /^(.*?)(?:\^(-?\d+(?:\.\d+)?)|([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?$/.exec(factor);
  const base = match?.[1] ?? "";
  const power = match?.[2] ?? fromSuperscript(match?.[3]);
  const words = dsiSymbol(base);
  if (words === null) return null;
  const exponent = sign * Number(power ?? "1");
  return exponent === 1 ? words : `${words}\\tothe{${exponent}}`;
}

function fromSuperscript(superscript: string | undefined): string | undefined {
  if (superscript === undefined) return undefined;
  return [...superscript]
    .map((char) => (char === "⁻" ? "-" : (SUPERSCRIPT_DIGITS.get(char) ?? char)))
    .join("");
}

/** A symbol (°C, kg, mbar, µm) as D-SI words: the unit itself first, else a prefix and a unit. */
function dsiSymbol(symbol: string): string | null {
  const normal = [...symbol].map((char) => CHARACTER_ALIASES.get(char) ?? char).join("");
  const word = unitWordOf(normal);
  if (word !== undefined) return `\\${word}`;
  for (const [prefix, prefixWord] of PREFIX_OF_SYMBOL) {
    const unitWord = normal.startsWith(prefix) ? unitWordOf(normal.slice(prefix.length)) : undefined;
    if (unitWord !== undefined) return `\\${prefixWord}\\${unitWord}`;
  }
  return null;
}

/** The D-SI word of a unit symbol; the litre may be typed l as well as L. */
function unitWordOf(symbol: string): string | undefined {
  return DSI_WORD_OF_SYMBOL.get(symbol === "l" ? "L" : symbol);
}

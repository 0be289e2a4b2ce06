/**
 * Reading a translator's file (decision 0018): XLIFF 1.0 to 1.2 (`file/body/group/trans-unit`) and
 * 2.x (`file/group/unit/segment`), as text only. What no XLIFF file needs is refused before the parser
 * sees it: DOCTYPE and ENTITY declarations (external entities, entity expansion), control characters,
 * more elements than a file of ours could hold. Entities are the five of XML and character references,
 * decoded here; processing instructions and comments are ignored. A unit's texts must be text: an
 * inline element (<g>, <ph>, <x/>) refuses the unit, naming it; XLIFF 1.2 segment marks are joined.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { type FileRefusal, TEXT_FILE_MAX_ELEMENTS, TEXT_FILE_MAX_UNITS } from "~/lib/texts/files";

export interface XliffUnit {
  /** The unit's id as the file has it. */
  id: string;
  /** The English the file carries. */
  source?: string;
  /** The translation, undefined when the unit has none. */
  target?: string;
  /** Why the unit's texts cannot be read as text. */
  problem?: { reason: "markup"; element: string } | { reason: "malformed" };
}

export type XliffReading =
  | {
      ok: true;
      version: string;
      /** The languages the file declares (none, when it leaves them out). */
      sourceLanguages: string[];
      targetLanguages: string[];
      units: XliffUnit[];
    }
  | { ok: false; refusal: FileRefusal };

/** A file refused while it is read. */
class Refused extends Error {
  constructor(readonly refusal: FileRefusal) {
    super(refusal.reason);
  }
}

/** A parsed node (fast-xml-parser's `preserveOrder` shape): `{ name: children, ":@": attributes }` or a text. */
type XmlNode = Record<string, unknown>;
const ATTRIBUTES = ":@";
const TEXT = "#text";
const CDATA = "#cdata";

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Entities are decoded below, where only XML's own are known; the DTD never reaches the parser.
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: CDATA,
  commentPropName: false,
  allowBooleanAttributes: false,
  maxNestedTags: 64,
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const DECLARATIONS = /<!(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;
const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function isXmlCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Character data with XML's five entities and character references decoded; any other entity refuses the file. */
function decodeEntities(raw: string): string {
  if (!raw.includes("&")) return raw;
  return raw.replace(/&([^&;\s<]{0,40});|&/g, (whole, name: string | undefined) => {
    if (name === undefined) throw new Refused({ reason: "notXml" });
    if (name.startsWith("#")) {
      const code = /^#x[0-9a-f]{1,6}$/i.test(name)
        ? Number.parseInt(name.slice(2), 16)
        : /^#[0-9]{1,7}$/.test(name)
          ? Number(name.slice(1))
          : Number.NaN;
      if (!isXmlCharacter(code)) throw new Refused({ reason: "notXml" });
      return String.fromCodePoint(code);
    }
    const character = PREDEFINED[name];
    if (character === undefined) throw new Refused({ reason: "entity", name: whole.slice(0, 42) });
    return character;
  });
}

function nameOf(node: XmlNode): string {
  for (const key of Object.keys(node)) if (key !== ATTRIBUTES) return key;
  return "";
}

function childrenOf(node: XmlNode): XmlNode[] {
  const children = node[nameOf(node)];
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

function elementsOf(node: XmlNode): XmlNode[] {
  return childrenOf(node).filter((child) => {
    const name = nameOf(child);
    return name !== TEXT && name !== CDATA;
  });
}

function attributeOf(node: XmlNode, name: string): string | undefined {
  const value = (node[ATTRIBUTES] as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? decodeEntities(value) : undefined;
}

type TextOf = { text: string } | { element: string };

/**
 * An element's content as one text. `unwrap` names the elements whose text counts as the parent's
 * (XLIFF 1.2 segment marks); any other element is markup the file should have carried as text.
 */
function textOf(node: XmlNode, unwrap: (child: XmlNode) => boolean = () => false): TextOf {
  let text = "";
  for (const child of childrenOf(node)) {
    const name = nameOf(child);
    if (name === TEXT) text += decodeEntities(String(child[TEXT]));
    else if (name === CDATA)
      text += childrenOf(child)
        .map((part) => String(part[TEXT] ?? ""))
        .join("");
    else if (unwrap(child)) {
      const inner = textOf(child);
      if ("element" in inner) return inner;
      text += inner.text;
    } else return { element: name };
  }
  return { text };
}

const isSegmentMark = (node: XmlNode) => nameOf(node) === "mrk" && attributeOf(node, "mtype") === "seg";

/** XLIFF 1.x: a `trans-unit` with its `source` and optional `target`. */
function unitOf1(node: XmlNode): XliffUnit {
  const id = attributeOf(node, "id") ?? "";
  const elements = elementsOf(node);
  const source = elements.find((element) => nameOf(element) === "source");
  const target = elements.find((element) => nameOf(element) === "target");
  if (!source) return { id, problem: { reason: "malformed" } };
  const sourceText = textOf(source, isSegmentMark);
  const targetText = target ? textOf(target, isSegmentMark) : { text: undefined };
  if ("element" in sourceText) return { id, problem: { reason: "markup", element: sourceText.element } };
  if ("element" in targetText) return { id, problem: { reason: "markup", element: targetText.element } };
  return { id, source: sourceText.text, target: targetText.text };
}

/** XLIFF 2.x: a `unit` of segments (and ignorables between them), joined; translated whole or not at all. */
function unitOf2(node: XmlNode): XliffUnit {
  const id = attributeOf(node, "id") ?? "";
  const parts = elementsOf(node).filter((element) => ["segment", "ignorable"].includes(nameOf(element)));
  let source = "";
  let target = "";
  let segments = 0;
  let translated = 0;
  for (const part of parts) {
    const elements = elementsOf(part);
    const partSource = elements.find((element) => nameOf(element) === "source");
    const partTarget = elements.find((element) => nameOf(element) === "target");
    if (!partSource) return { id, problem: { reason: "malformed" } };
    const sourceText = textOf(partSource);
    const targetText = partTarget ? textOf(partTarget) : undefined;
    if ("element" in sourceText) return { id, problem: { reason: "markup", element: sourceText.element } };
    if (targetText && "element" in targetText) return { id, problem: { reason: "markup", element: targetText.element } };
    source += sourceText.text;
    if (nameOf(part) === "segment") {
      segments += 1;
      if (targetText) translated += 1;
    }
    target += targetText ? targetText.text : sourceText.text;
  }
  if (segments === 0 || (translated > 0 && translated < segments)) return { id, problem: { reason: "malformed" } };
  return { id, source, target: translated > 0 ? target : undefined };
}

/** Collects the units under `node` (groups nest), counting them against the bound as it goes. */
function collectUnits(node: XmlNode, unitName: string, read: (unit: XmlNode) => XliffUnit, units: XliffUnit[]): void {
  for (const element of elementsOf(node)) {
    const name = nameOf(element);
    if (name === unitName) {
      if (units.length >= TEXT_FILE_MAX_UNITS) throw new Refused({ reason: "tooManyUnits", max: TEXT_FILE_MAX_UNITS });
      units.push(read(element));
    } else if (name === "group" || name === "body") collectUnits(element, unitName, read, units);
  }
}

/** The distinct languages a file declares (XLIFF 1.x per `file`, 2.x on the root). */
function languagesOf(values: Array<string | undefined>): string[] {
  return [...new Set(values.map((value) => value?.trim() ?? "").filter(Boolean))];
}

function readDocument(text: string): XliffReading {
  if (text.trim() === "") return { ok: false, refusal: { reason: "empty" } };
  if (CONTROL_CHARACTERS.test(text)) return { ok: false, refusal: { reason: "notText" } };
  if (DECLARATIONS.test(text)) return { ok: false, refusal: { reason: "declarations" } };
  let tags = 0;
  for (let at = text.indexOf("<"); at !== -1; at = text.indexOf("<", at + 1)) {
    tags += 1;
    if (tags > 2 * TEXT_FILE_MAX_ELEMENTS)
      return { ok: false, refusal: { reason: "tooManyElements", max: TEXT_FILE_MAX_ELEMENTS } };
  }
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) return { ok: false, refusal: { reason: "notXml", line: valid.err.line } };
  let tree: XmlNode[];
  try {
    tree = parser.parse(text) as XmlNode[];
  } catch {
    // Nesting past the bound, or a name that would pollute prototypes: no XLIFF file has either.
    return { ok: false, refusal: { reason: "notXml" } };
  }
  const roots = tree.filter((node) => nameOf(node) !== TEXT);
  const root = roots[0];
  if (roots.length !== 1 || !root) return { ok: false, refusal: { reason: "notXml" } };
  if (nameOf(root) !== "xliff") return { ok: false, refusal: { reason: "notXliff", root: nameOf(root).slice(0, 40) } };
  const version = attributeOf(root, "version") ?? "";
  const units: XliffUnit[] = [];
  const files = elementsOf(root).filter((element) => nameOf(element) === "file");
  if (/^1\.[0-2]$/.test(version)) {
    for (const file of files) collectUnits(file, "trans-unit", unitOf1, units);
    const sourceLanguages = languagesOf(files.map((file) => attributeOf(file, "source-language")));
    const targetLanguages = languagesOf(files.map((file) => attributeOf(file, "target-language")));
    return { ok: true, version, sourceLanguages, targetLanguages, units };
  }
  if (/^2\.[0-2]$/.test(version)) {
    for (const file of files) collectUnits(file, "unit", unitOf2, units);
    const sourceLanguages = languagesOf([attributeOf(root, "srcLang")]);
    return { ok: true, version, sourceLanguages, targetLanguages: languagesOf([attributeOf(root, "trgLang")]), units };
  }
  return { ok: false, refusal: { reason: "version", version: version.slice(0, 20) } };
}

/** A translator's file read into units, or why it is refused. Nothing in it is trusted. */
export function readXliff(text: string): XliffReading {
  try {
    // XML reads every line break as LF (XML 1.0, section 2.11); a byte-order mark is no content.
    const reading = readDocument(text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"));
    if (reading.ok && reading.units.length === 0) return { ok: false, refusal: { reason: "noUnits" } };
    return reading;
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/**
 * A file's bytes as text: UTF-16 when a byte-order mark says so, else UTF-8, strictly (a file that is
 * neither is refused rather than read with replacement characters). Undefined when it is not text.
 */
export function decodeFileText(bytes: Uint8Array): string | undefined {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : "utf-8";
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * A strict reader of the small XML documents the site serves (the sitemap): it refuses anything
 * that is not well-formed (unbalanced or crossed tags, unquoted or repeated attributes, a stray `<`
 * or `&`, an unknown entity, more than one root, text outside it, an undeclared namespace prefix)
 * and returns the element tree with namespaces resolved. No DTDs, comments or CDATA: the site's
 * documents have none, so meeting one is an error too. No dependency for one test's needs.
 */

export interface XmlElement {
  /** The name as written: `xhtml:link`. */
  name: string;
  /** The local part: `link`. */
  local: string;
  /** The namespace URI its prefix (or the default namespace) is bound to; "" for none. */
  namespace: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded (the text between its children, joined). */
  text: string;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*(:[A-Za-z_][A-Za-z0-9_.-]*)?$/;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export class XmlError extends Error {}

function decode(raw: string, where: number): string {
  if (raw.includes("<")) throw new XmlError(`a "<" in character data near ${where}`);
  return raw.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) throw new XmlError(`an unterminated "&" near ${where}`);
    if (name in ENTITIES) return ENTITIES[name] ?? "";
    const code = /^#x([0-9a-fA-F]+)$/.exec(name)?.[1] ?? /^#([0-9]+)$/.exec(name)?.[1];
    if (code === undefined) throw new XmlError(`unknown entity &${name}; near ${where}`);
    return String.fromCodePoint(Number.parseInt(code, name.startsWith("#x") ? 16 : 10));
  });
}

function readAttributes(source: string, where: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  let rest = source;
  while (rest.trim() !== "") {
    const match = /^\s+([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(rest);
    if (!match) throw new XmlError(`a malformed attribute near ${where}: ${rest.slice(0, 40)}`);
    const [whole, name = "", double, single] = match;
    if (!NAME.test(name)) throw new XmlError(`a bad attribute name ${name} near ${where}`);
    if (name in attributes) throw new XmlError(`attribute ${name} repeated near ${where}`);
    attributes[name] = decode(double ?? single ?? "", where);
    rest = rest.slice(whole.length);
  }
  return attributes;
}

/** The index of the `>` ending the tag opened at `start`, a `>` inside a quoted attribute value not counting. */
function tagEnd(document: string, start: number): number {
  let quote: string | undefined;
  for (let i = start + 1; i < document.length; i++) {
    const char = document[i];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "<") throw new XmlError(`a "<" inside a tag near ${i}`);
    else if (char === ">") return i;
  }
  return -1;
}

/** Parses a whole document; throws XmlError when it is not well-formed. */
export function parseXml(document: string): XmlElement {
  let at = 0;
  const prolog = /^<\?xml\s+version="1\.[0-9]"(\s+encoding="[A-Za-z0-9._-]+")?(\s+standalone="(yes|no)")?\s*\?>/.exec(document);
  if (prolog) at = prolog[0].length;
  else if (document.startsWith("<?")) throw new XmlError("a malformed XML declaration");

  const open: { element: XmlElement; scope: Map<string, string> }[] = [];
  let root: XmlElement | undefined;
  const resolve = (name: string, scope: Map<string, string>, isAttribute: boolean) => {
    const colon = name.indexOf(":");
    if (colon === -1) return isAttribute ? "" : (scope.get("") ?? "");
    const prefix = name.slice(0, colon);
    const bound = scope.get(prefix);
    if (bound === undefined) throw new XmlError(`undeclared namespace prefix ${prefix}`);
    return bound;
  };

  while (at < document.length) {
    const next = document.indexOf("<", at);
    const text = document.slice(at, next === -1 ? undefined : next);
    const parent = open.at(-1);
    if (parent) parent.element.text += decode(text, at);
    else if (text.trim() !== "") throw new XmlError(`text outside the root element near ${at}`);
    if (next === -1) break;
    const end = tagEnd(document, next);
    if (end === -1) throw new XmlError(`an unclosed tag near ${next}`);
    const tag = document.slice(next + 1, end);
    if (tag.startsWith("!") || tag.startsWith("?")) throw new XmlError(`unexpected markup <${tag.slice(0, 20)} near ${next}`);
    if (tag.startsWith("/")) {
      const name = tag.slice(1).trimEnd();
      const closing = open.pop();
      if (!closing || closing.element.name !== name) throw new XmlError(`</${name}> does not close <${closing?.element.name}>`);
    } else {
      const selfClosing = tag.endsWith("/");
      const body = selfClosing ? tag.slice(0, -1) : tag;
      const name = /^[^\s/>]+/.exec(body)?.[0] ?? "";
      if (!NAME.test(name)) throw new XmlError(`a bad element name "${name}" near ${next}`);
      if (!parent && root) throw new XmlError(`a second root element <${name}>`);
      const attributes = readAttributes(body.slice(name.length), next);
      const scope = new Map(parent?.scope ?? []);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (attribute === "xmlns") scope.set("", value);
        else if (attribute.startsWith("xmlns:")) scope.set(attribute.slice(6), value);
      }
      for (const attribute of Object.keys(attributes))
        if (!attribute.startsWith("xmlns") && attribute.includes(":")) resolve(attribute, scope, true);
      const element: XmlElement = {
        name,
        local: name.slice(name.indexOf(":") + 1),
        namespace: resolve(name, scope, false),
        attributes,
        children: [],
        text: "",
      };
      if (parent) parent.element.children.push(element);
      else root = element;
      if (!selfClosing) open.push({ element, scope });
    }
    at = end + 1;
  }
  if (open.length > 0) throw new XmlError(`<${open.at(-1)?.element.name}> is never closed`);
  if (!root) throw new XmlError("no root element");
  return root;
}

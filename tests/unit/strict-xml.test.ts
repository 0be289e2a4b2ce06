/** The strict XML reader the sitemap test relies on: it must refuse what is not well-formed. */
import { describe, expect, it } from "vitest";
import { parseXml, XmlError } from "../support/strict-xml";

describe("the strict XML reader of the tests", () => {
  it("reads elements, attributes, text and namespaces", () => {
    const root = parseXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<a xmlns="urn:a" xmlns:x="urn:x"><b k=\'1 &gt; 0\'>t &amp; u</b><x:c rel="r"/></a>\n',
    );
    expect(root).toMatchObject({ name: "a", local: "a", namespace: "urn:a" });
    expect(root.children.map((child) => [child.name, child.local, child.namespace])).toEqual([
      ["b", "b", "urn:a"],
      ["x:c", "c", "urn:x"],
    ]);
    expect(root.children[0]?.attributes).toEqual({ k: "1 > 0" });
    expect(root.children[0]?.text).toBe("t & u");
    expect(root.children[1]?.attributes).toEqual({ rel: "r" });
  });

  it.each([
    ["an unclosed element", "<a><b></a>"],
    ["crossed tags", "<a><b><c></b></c></a>"],
    ["a never closed root", "<a><b/>"],
    ["two roots", "<a/><b/>"],
    ["text outside the root", "<a/>text"],
    ["an unquoted attribute", "<a k=v/>"],
    ["a repeated attribute", '<a k="1" k="2"/>'],
    ["a bare ampersand", "<a>fish & chips</a>"],
    ["an unknown entity", "<a>&nbsp;</a>"],
    ["an undeclared prefix", "<x:a/>"],
    ["an undeclared attribute prefix", '<a y:k="1"/>'],
    ["a malformed declaration", "<?xml version=1.0?><a/>"],
    ["a stray < in a tag", '<a k="1" <b/>'],
    ["nothing at all", "   "],
  ])("refuses %s", (_, document) => {
    expect(() => parseXml(document)).toThrow(XmlError);
  });
});

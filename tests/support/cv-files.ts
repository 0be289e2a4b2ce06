/**
 * Real CV files made in the test, byte for byte: a PDF with a text layer, a Word document (DOCX:
 * a zip written here with its central directory), and the hostile kinds (a macro-enabled
 * document under a .docx name, zip bombs, a PDF that is also a web page). The zip writer follows
 * the PKWARE APPNOTE: local headers, data, central directory, end record.
 */
import { crc32, deflateRawSync } from "node:zlib";

/** A one-page PDF whose text layer holds each line, in Helvetica, with a correct cross-reference table. */
export function makePdf(lines: readonly string[], extra = ""): Buffer {
  const pdfString = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = `BT /F1 12 Tf 72 720 Td 16 TL ${lines.map((line) => `(${pdfString(line)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = `%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n${extra}`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Deflate it (the default) or store it. */
  deflate?: boolean;
  /** A size to declare instead of the true one: a lying header. */
  declaredSize?: number;
}

export function makeZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.data === "string" ? Buffer.from(entry.data, "utf8") : entry.data;
    const deflate = entry.deflate ?? true;
    const packed = deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, "utf8");
    const size = entry.declaredSize ?? data.byteLength;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const MACRO_MAIN = "application/vnd.ms-word.document.macroEnabled.main+xml";

export const contentTypes = (main: string = WORD_MAIN, extra = "") =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

export function documentXml(paragraphs: readonly string[]): string {
  const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`).join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

/** A Word document as Word lays it out: content types first, then the relationships, then the document. */
export function makeDocx(paragraphs: readonly string[], options: { macros?: "part" | "type"; extra?: ZipEntry[] } = {}): Buffer {
  const entries: ZipEntry[] = [
    { name: "[Content_Types].xml", data: contentTypes(options.macros === "type" ? MACRO_MAIN : WORD_MAIN) },
    { name: "_rels/.rels", data: RELS },
    { name: "word/document.xml", data: documentXml(paragraphs) },
    ...(options.macros === "part" ? [{ name: "word/vbaProject.bin", data: Buffer.alloc(512, 7) }] : []),
    ...(options.extra ?? []),
  ];
  return makeZip(entries);
}

/** The EICAR anti-virus test file: harmless text every scanner reports as a virus. */
export const EICAR = Buffer.from("X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*", "latin1");

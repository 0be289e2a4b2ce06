import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "~/.server/http/csv";

/** Reads one CSV line as a spreadsheet does with the given separator: quoted cells are kept whole. */
function readLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === separator) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  return [...cells, cell];
}

const HOSTILE = [
  "x;=1+1",
  '=HYPERLINK("http://evil.test","Click")',
  "+1 call back",
  "-2+3",
  "@SUM(A1)",
  "\t=1+1",
  "\r=1+1",
  'a,"b";c',
  "line one\r\nline two",
  "plain",
  "",
];

describe("CSV cells", () => {
  it("quotes every cell, doubling inner quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(false)).toBe('"false"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(new Date("2026-01-02T03:04:05.000Z"))).toBe('"2026-01-02T03:04:05.000Z"');
  });

  it.each(["=", "+", "-", "@", "\t", "\r"])("keeps a cell starting with %j from running as a formula", (start) => {
    expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
  });

  it.each([",", ";"])("keeps each hostile cell whole and inert in a spreadsheet splitting on %j", (separator) => {
    for (const value of HOSTILE) {
      const cells = readLine(csvCell(value), separator);
      expect(cells).toEqual([/^[=+\-@\t\r]/.test(value) ? `'${value}` : value]);
    }
  });

  it("reads a line of hostile cells back cell for cell", () => {
    const cells = readLine(csvLine(HOSTILE).replace(/\r\n$/, ""), ",");
    expect(cells).toHaveLength(HOSTILE.length);
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(cells[0]).toBe("x;=1+1");
    expect(cells[1]).toBe(`'=HYPERLINK("http://evil.test","Click")`);
    expect(cells[7]).toBe('a,"b";c');
    expect(cells[8]).toBe("line one\r\nline two");
  });
});

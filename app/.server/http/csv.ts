/**
 * CSV downloads streamed row by row, so an export of 100,000 rows never holds them all in memory.
 * Every cell is quoted: a spreadsheet that splits on `;` (the usual setting in French and Spanish)
 * would otherwise see `x;=1+1` as two cells, the second a live formula. A cell that starts like a
 * formula (=, +, -, @, tab, CR) is also prefixed with a quote, for the spreadsheets that split on `,`.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A download Response whose body is produced from `rows` as the client reads it. */
export function csvResponse(filename: string, header: readonly string[], rows: AsyncIterable<readonly unknown[]>): Response {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark lets spreadsheet programs read UTF-8 names correctly.
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      let chunk = "";
      // Batch rows into chunks of about 64 KB: one enqueue per row would dominate the cost.
      while (chunk.length < 64 * 1024) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

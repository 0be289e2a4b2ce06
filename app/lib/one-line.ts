/**
 * Outside words kept for staff to read (a mail server's reply, a job's error, a note) as one
 * bounded line: control characters and runs of white space become one space. Nothing left is null.
 */
export function oneLine(text: string | undefined, max: number): string | null {
  if (!text) return null;
  const line = text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line ? line.slice(0, max) : null;
}

/** Text made safe inside HTML or XML, as content or as a quoted attribute value: `& < > "` escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

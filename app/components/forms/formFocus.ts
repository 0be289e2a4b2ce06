/** Moves focus to the first field in error, by name (the first box of a checkbox group). */
export function focusFirstInvalid(form: HTMLFormElement, fieldNames: string[]) {
  const name = fieldNames[0];
  if (!name) return;
  const field = form.elements.namedItem(name);
  const target = field instanceof RadioNodeList ? field[0] : field;
  if (target instanceof HTMLElement) target.focus();
}

/** Inputs whose value is not what the shopper types. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image']);

/**
 * What the shopper typed, ticked or picked in the server's fields before the page hydrated. React keeps it on screen
 * when it hydrates but its form does not know it, and the field's next render would wipe it. React sets a hydrated
 * field's `defaultValue` (`defaultChecked`) to what it rendered: a field whose value differs was changed by the shopper.
 * All are read before any is replayed: a replayed change renders the form, which puts its other fields back.
 */
export function replayTyping(root: HTMLElement): void {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  const typed = fields.flatMap((field) => (!NOT_TYPED.has(field.type) && field.value !== field.defaultValue ? [{ field, value: field.value }] : []));
  const ticked = fields.filter(
    (field): field is HTMLInputElement =>
      field instanceof HTMLInputElement && (field.type === 'checkbox' ? field.checked !== field.defaultChecked : field.type === 'radio' && field.checked && !field.defaultChecked),
  );
  for (const { field, value } of typed) {
    // React's change event fires when a field's value differs from the one React last saw set: set the rendered value
    // as React sees it, put the typed one back behind its back, and send the input event a keystroke sends.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const box of ticked) {
    // Back to what React rendered, then the shopper's click again, which React now sees.
    box.checked = box.defaultChecked;
    box.click();
  }
}

/**
 * What the shopper typed, ticked or picked in the server's fields before the page hydrated. React keeps it on screen
 * when it hydrates but its form does not know it, and the field's next render would wipe it. React sets a hydrated
 * field's `defaultValue` (`defaultChecked`) to what it rendered: a field that differs was changed by the shopper.
 * All are read before any is replayed: a replayed change renders the form, which puts its other fields back.
 */
export function replayTyping(root: HTMLElement): void {
  const changed = [...root.querySelectorAll<HTMLInputElement>('input, textarea')].flatMap((field): { field: HTMLInputElement; value?: string }[] => {
    const { type, checked, defaultChecked, value, defaultValue } = field;
    // A radio button picked unpicks the group's first, which is no change of the shopper's; a file's value is not text.
    if (type === 'checkbox' || type === 'radio') return checked !== defaultChecked && (checked || type === 'checkbox') ? [{ field }] : [];
    return type !== 'file' && value !== defaultValue ? [{ field, value }] : [];
  });
  for (const { field, value } of changed) {
    // React's change event fires when a field differs from what React last saw set: set what it rendered as React
    // sees it, then the shopper's change again, a click (a box) or the typed text behind React's back and the input
    // event a keystroke sends.
    if (value === undefined) {
      field.checked = field.defaultChecked;
      field.click();
    } else {
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

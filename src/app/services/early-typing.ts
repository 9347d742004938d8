import { fieldsOf, isChanged } from './field-changes';
import { reactOwns } from './react-owns';

/**
 * What the shopper typed, ticked or picked in the server's fields before the page hydrated (`./field-changes`). React
 * keeps it on screen when it hydrates but its form does not know it, and the field's next render would wipe it. Only
 * the fields React has hydrated are replayed (it does not listen to the others yet); the rest are once their part of
 * the page has hydrated. All are read before any is replayed: a replayed change renders the form, which puts its other
 * fields back. A change sent to a field React has not hydrated would have React hydrate its part at once, in this task,
 * or drop the change if the part's code has not come.
 */
export function replayTyping(root: HTMLElement): void {
  // A radio button picked unpicks the group's first, which is no change of the shopper's; a file's value is not text.
  const changed = [...fieldsOf(root)]
    .filter((field) => reactOwns(field) && isChanged(field) && field.type !== 'file' && (field.type !== 'radio' || (field as HTMLInputElement).checked))
    .map((field) => ({ field, value: field.value }));
  for (const { field, value } of changed) {
    // React's change event fires when a field differs from what React last saw set: set what it rendered as React
    // sees it, then the shopper's change again, a click (a box) or the typed text behind React's back and the input
    // event a keystroke sends; a list's pick is its change event, which React takes as it comes.
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.type === 'checkbox' || field.type === 'radio') {
      (field as HTMLInputElement).checked = (field as HTMLInputElement).defaultChecked;
      field.click();
    } else {
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}


// Which of the server's fields the shopper changed before React hydrated them. React sets a hydrated field's
// `defaultValue` (`defaultChecked`) to what it rendered, and the server marked a list's option `selected`: a field
// that differs was changed by the shopper. The check is on every page's start; what mends them loads when one differs.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const fieldsOf = (root: HTMLElement) => root.querySelectorAll<Field>('input, textarea, select');

/** The option a list showed as the server rendered it: the one marked selected, or its first. */
export const renderedPick = (list: HTMLSelectElement) => Math.max(0, [...list.options].findIndex((option) => option.defaultSelected));

export const isChanged = (field: Field) =>
  field instanceof HTMLSelectElement
    ? field.selectedIndex !== renderedPick(field)
    : field.type === 'checkbox' || field.type === 'radio'
      ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
      : field.value !== field.defaultValue;

export const changedFields = (root: HTMLElement) => [...fieldsOf(root)].some(isChanged);

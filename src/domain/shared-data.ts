// Data that many readers share: on a server, the answers it keeps are read by every page it renders.

/**
 * `value` frozen all the way down, and returned: a reader that would change shared data in place fails there and
 * then rather than changing it for the next shopper. Whatever is already frozen is taken as frozen through.
 */
export function deepFrozen<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const member of Object.values(value)) deepFrozen(member);
  return value;
}

const derivations = new WeakMap<object, Map<unknown, unknown>>();

/**
 * What `derive` makes of `source`: made once and kept (frozen, as shared) for as long as `source` lives when
 * `source` is shared (frozen), made anew otherwise. `derivation` names what is made (a document, a function and
 * its other inputs): the same source may be derived in several ways.
 */
export function derivedOnce<T>(source: unknown, derivation: unknown, derive: () => T): T {
  if (source === null || typeof source !== 'object' || !Object.isFrozen(source)) return derive();
  let made = derivations.get(source);
  if (!made) derivations.set(source, (made = new Map()));
  if (!made.has(derivation)) made.set(derivation, deepFrozen(derive()));
  return made.get(derivation) as T;
}

let identities = 0;

/**
 * A short name for what `value` holds, for a cache's key: shared data cannot change, so its identity names it (a
 * purged answer comes back as another object, under another name); anything else is named by its JSON.
 */
export function contentKey(value: unknown): string {
  return value !== null && typeof value === 'object' && Object.isFrozen(value)
    ? derivedOnce(value, contentKey, () => `#${(identities += 1)}`)
    : JSON.stringify(value);
}

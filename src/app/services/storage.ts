import { LOCAL_KEYS, PERSISTENCE_NAMESPACE, type LocalKey, type PersistedKey } from '../../domain/storage-keys';

// Browser storage of spec §3: entries under a fixed namespace carry { value, timeStored, ttl } and read as
// absent once expired; plain keys read their default when absent. Works without localStorage (server,
// private mode) by keeping values in memory.

export interface StorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Entry {
  value: unknown;
  /** ms since epoch */
  timeStored: number;
  /** seconds; absent means no expiry */
  ttl?: number;
}

/** A persisted entry as found: live (with the time it has left, null when it never expires), expired, or absent. */
export type PersistedEntry<T> = { state: 'live'; value: T; remainingMs: number | null } | { state: 'expired' } | { state: 'absent' };

export interface BrowserStorage {
  getPersisted<T>(key: PersistedKey): T | undefined;
  /** Like getPersisted, but tells an expired entry (then removed) from a missing one. */
  readPersisted<T>(key: PersistedKey): PersistedEntry<T>;
  setPersisted(key: PersistedKey, value: unknown, ttlSeconds?: number): void;
  removePersisted(key: PersistedKey): void;
  getLocal(key: LocalKey): string | null;
  setLocal(key: LocalKey, value: string): void;
  removeLocal(key: LocalKey): void;
}

export function memoryStorageArea(): StorageArea {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** localStorage when the browser lets us use it, memory otherwise. */
export function defaultStorageArea(): StorageArea {
  try {
    const area = globalThis.localStorage;
    const probe = `${PERSISTENCE_NAMESPACE}__probe`;
    area.setItem(probe, probe);
    area.removeItem(probe);
    return area;
  } catch {
    return memoryStorageArea();
  }
}

export function createBrowserStorage(area: StorageArea = defaultStorageArea(), now: () => number = Date.now): BrowserStorage {
  const namespaced = (key: PersistedKey) => `${PERSISTENCE_NAMESPACE}__${key}`;

  function readEntry(key: PersistedKey): Entry | undefined {
    const raw = area.getItem(namespaced(key));
    if (raw === null) return undefined;
    try {
      const entry = JSON.parse(raw) as Entry;
      return typeof entry === 'object' && entry !== null && 'timeStored' in entry ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  function readPersisted<T>(key: PersistedKey): PersistedEntry<T> {
    const entry = readEntry(key);
    if (!entry) return { state: 'absent' };
    if (entry.ttl === undefined) return { state: 'live', value: entry.value as T, remainingMs: null };
    const remainingMs = entry.timeStored + entry.ttl * 1000 - now();
    if (remainingMs < 0) {
      area.removeItem(namespaced(key));
      return { state: 'expired' };
    }
    return { state: 'live', value: entry.value as T, remainingMs };
  }

  return {
    getPersisted<T>(key: PersistedKey): T | undefined {
      const entry = readPersisted<T>(key);
      return entry.state === 'live' ? entry.value : undefined;
    },
    readPersisted,
    setPersisted(key, value, ttlSeconds) {
      const entry: Entry = { value, timeStored: now(), ...(ttlSeconds !== undefined && { ttl: ttlSeconds }) };
      area.setItem(namespaced(key), JSON.stringify(entry));
    },
    removePersisted(key) {
      area.removeItem(namespaced(key));
    },
    getLocal(key) {
      const stored = area.getItem(key);
      if (stored !== null) return stored;
      return key in LOCAL_KEYS ? LOCAL_KEYS[key as keyof typeof LOCAL_KEYS] : null;
    },
    setLocal(key, value) {
      area.setItem(key, value);
    },
    removeLocal(key) {
      area.removeItem(key);
    },
  };
}

/**
 * One entry of the tab's own storage (sessionStorage): it lasts while the tab is open, survives a reload, and is
 * never shared with another tab. Where the browser refuses storage, nothing is kept and nothing throws.
 */
export function tabEntry<T>(key: string) {
  const area = (): Storage | null => {
    try {
      return globalThis.sessionStorage ?? null;
    } catch {
      return null;
    }
  };
  return {
    read(): T | null {
      try {
        const raw = area()?.getItem(key);
        return raw ? (JSON.parse(raw) as T) : null;
      } catch {
        return null;
      }
    },
    write(value: T): void {
      try {
        area()?.setItem(key, JSON.stringify(value));
      } catch {
        // A full or refused storage keeps nothing: a reload starts again.
      }
    },
    remove(): void {
      try {
        area()?.removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
  };
}

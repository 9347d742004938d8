import { toLocale, type Locale } from '../../domain/locales';

/** The language the server rendered the page in (its html element's), or null where there is no page (a server). */
export function pageLocale(): Locale | null {
  const tag = globalThis.document?.documentElement.lang;
  try {
    return tag ? toLocale(tag) : null;
  } catch {
    return null;
  }
}

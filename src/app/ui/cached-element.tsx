import { createContext, useContext, type ElementType, type JSX, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Messages } from '../services/locale';

/**
 * A server's HTML of the parts that many pages share as they are (the mega menu, the footer's links), by key: a part
 * is rendered on its first page, and the pages after it take its HTML as it was. A browser has none.
 */
export interface FragmentCache {
  /**
   * The HTML of `content` for `key`, rendered on its first ask with the messages where it stands (`messages`: the
   * shell's catalogue, or a screen's over it); null when it cannot be kept (part of it suspended).
   */
  htmlOf(key: string, content: ReactNode, messages: Messages): string | null;
}

export const FragmentCacheContext = createContext<FragmentCache | null>(null);

type CachedTag = 'nav' | 'div' | 'li';

/**
 * An element whose content is the same wherever `cacheKey` is: the key names everything the content reads (its
 * data, the store's features, the shopper's state) but the page's language, which the cache keeps apart. On a server
 * the content is rendered once per key; in a browser, and with a null key, this is the element as any other. The HTML
 * is the same either way, so the browser hydrates it as its own: the content must hold no id of React's `useId`
 * (they follow the element's place in the page) and nothing of one request (a CSP nonce). The HTML put in is React's
 * own render of the shop's components, escaped as any render is; backend HTML in a part still goes through the
 * sanitiser as its component renders it, in place or here.
 */
export function CachedElement<T extends CachedTag>({
  as,
  cacheKey,
  children,
  ...props
}: {
  as: T;
  /** Gives the key; asked on a server only (a browser keeps nothing, so it makes no key). */
  cacheKey: (() => string) | null;
  children: ReactNode;
} & Omit<JSX.IntrinsicElements[T], 'children' | 'dangerouslySetInnerHTML'>) {
  const cache = useContext(FragmentCacheContext);
  const { messages } = useIntl();
  const Element = as as ElementType;
  const html = cache && cacheKey !== null ? cache.htmlOf(cacheKey(), children, messages as Messages) : null;
  return html === null ? <Element {...props}>{children}</Element> : <Element {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}

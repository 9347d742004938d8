/**
 * Brings the top of an element into view below the sticky header (a page of results after a click on a page link
 * at the bottom of the list). Nothing moves when the top is already in view. For event handlers: it reads layout.
 */
export function scrollTopIntoView(element: HTMLElement | null): void {
  if (!element) return;
  // The site's sticky header is the page's first <header>.
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const top = element.getBoundingClientRect().top;
  const gap = 16;
  if (top >= headerBottom && top < window.innerHeight) return;
  window.scrollTo({ top: window.scrollY + top - headerBottom - gap });
}

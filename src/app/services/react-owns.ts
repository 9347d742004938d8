/**
 * Whether React has taken the element over: it marks each element it hydrates or renders with its fiber, under a key
 * of its own. Self-contained (no closure, no named function inside), so that a browser driver can run it in the page:
 * `page.waitForFunction(reactOwns, element)`.
 */
export function reactOwns(element: Element | null | undefined): boolean {
  return element != null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** A plain address check: local part, @, a dotted domain (Magento's validator is stricter on exotic forms). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}

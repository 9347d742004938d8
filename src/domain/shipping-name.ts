/**
 * A shipping method's name as every screen writes it: carrier, an en dash, method ("Colissimo – Livraison à domicile…").
 * Magento joins them with a hyphen in an order's shipping description ("Colissimo - Livraison…"), which
 * `shippingNameOf` reads back with the order's carrier.
 */
export const shippingName = (carrier: string, method: string) => (method ? `${carrier} – ${method}` : carrier);

export function shippingNameOf(description: string, carrier: string | null): string {
  const prefix = carrier ? `${carrier} - ` : null;
  return prefix && description.startsWith(prefix) ? shippingName(carrier!, description.slice(prefix.length)) : description;
}

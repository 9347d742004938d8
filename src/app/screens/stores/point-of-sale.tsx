/** A physical store's page (store locator). */
export function PointOfSale() {
  return <section className="point-of-sale" />;
}

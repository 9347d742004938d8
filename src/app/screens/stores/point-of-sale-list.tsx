/** The list of physical stores (store locator). */
export function PointOfSaleList() {
  return <section className="point-of-sale-list" />;
}

// Cart totals under French VAT, in whole cents so that every sum is exact.
//
// The model (docs/backend.md, "VAT"): catalogue prices include VAT at 5.5 % (food supplements); discounts apply to
// prices including tax, and tax is computed after the discount, row by row (Magento's "price includes tax",
// "apply discount on prices including tax", "apply tax after discount", row-based calculation).

/** The one VAT rate of the catalogue: food supplements. */
export const VAT = { percent: 5.5, label: 'TVA 5,5 %' } as const;

/** The tax inside an amount that includes it, in cents (never a tie: 110·n is even, 1055 is odd). */
export function taxIncluded(cents: number): number {
  return Math.round((cents * VAT.percent) / (100 + VAT.percent));
}

export const toCents = (euros: number) => Math.round(euros * 100);
export const toEuros = (cents: number) => cents / 100;

export interface PricedLine {
  id: number;
  /** Unit price including tax, EUR. */
  unitPrice: number;
  qty: number;
}

/** A discount of a cart price rule: a percentage of the products' price, or a fixed amount off the whole cart. */
export interface Discounting {
  action: 'by_percent' | 'cart_fixed';
  /** Percent, or EUR including tax. */
  amount: number;
}

/** One row's amounts, EUR. `discount` includes tax; `tax` is the row's tax after the discount. */
export interface LineTotals {
  price: number;
  priceInclTax: number;
  rowTotal: number;
  rowTotalInclTax: number;
  discount: number;
  tax: number;
}

export interface CartTotals {
  lines: Map<number, LineTotals>;
  subtotalExclTax: number;
  subtotalInclTax: number;
  /** Total discount, tax included. */
  discount: number;
  subtotalWithDiscountExclTax: number;
  tax: number;
  /** What the goods cost after discounts, tax included (shipping comes with the checkout). */
  grandTotal: number;
}

/** Splits `total` cents over `weights` in proportion, largest remainders first, so that the parts add up exactly. */
export function distribute(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** The discount of a rule on rows worth `rows` cents (tax included), per row. */
function discounts(rows: readonly number[], discounting: Discounting | null): number[] {
  const subtotal = rows.reduce((a, b) => a + b, 0);
  if (!discounting) return rows.map(() => 0);
  const total = discounting.action === 'by_percent'
    ? Math.round((subtotal * Math.min(discounting.amount, 100)) / 100)
    : Math.min(toCents(discounting.amount), subtotal);
  return distribute(total, rows);
}

export function cartTotals(lines: readonly PricedLine[], discounting: Discounting | null): CartTotals {
  const rows = lines.map((l) => toCents(l.unitPrice) * l.qty);
  const rowDiscounts = discounts(rows, discounting);
  const out = new Map<number, LineTotals>();
  let subtotalExcl = 0;
  let subtotalIncl = 0;
  let discount = 0;
  let tax = 0;
  lines.forEach((line, i) => {
    const unit = toCents(line.unitPrice);
    const row = rows[i]!;
    const rowDiscount = rowDiscounts[i]!;
    const rowTax = taxIncluded(row - rowDiscount);
    const rowExcl = row - taxIncluded(row);
    out.set(line.id, {
      price: toEuros(unit - taxIncluded(unit)),
      priceInclTax: toEuros(unit),
      rowTotal: toEuros(rowExcl),
      rowTotalInclTax: toEuros(row),
      discount: toEuros(rowDiscount),
      tax: toEuros(rowTax),
    });
    subtotalExcl += rowExcl;
    subtotalIncl += row;
    discount += rowDiscount;
    tax += rowTax;
  });
  return {
    lines: out,
    subtotalExclTax: toEuros(subtotalExcl),
    subtotalInclTax: toEuros(subtotalIncl),
    discount: toEuros(discount),
    subtotalWithDiscountExclTax: toEuros(subtotalIncl - discount - tax),
    tax: toEuros(tax),
    grandTotal: toEuros(subtotalIncl - discount),
  };
}

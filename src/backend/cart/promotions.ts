import type { Database, Statement } from 'better-sqlite3';
import type { Discounting } from './totals';

export interface SalesRule extends Discounting {
  ruleId: number;
  label: string;
  /** The code as the salesrule_coupon table spells it. */
  code: string;
  freeShipping: boolean;
  minSubtotal: number | null;
  from: string | null;
  to: string | null;
}

interface RuleRow {
  rule_id: number;
  store_label: string;
  code: string;
  simple_action: 'by_percent' | 'cart_fixed';
  discount_amount: number;
  simple_free_shipping: number;
  min_subtotal: number | null;
  from_date: string | null;
  to_date: string | null;
}

/** Cart price rules reached through their coupon codes. */
export class Promotions {
  private readonly byCode: Statement<[string], RuleRow>;

  constructor(db: Database) {
    this.byCode = db.prepare(
      `SELECT r.rule_id, r.store_label, c.code, r.simple_action, r.discount_amount, r.simple_free_shipping, r.min_subtotal,
         r.from_date, r.to_date
       FROM salesrule_coupon c JOIN salesrule r ON r.rule_id = c.rule_id WHERE c.code = ? AND r.is_active = 1`,
    );
  }

  /** The active rule of a coupon code, whatever its case (as Magento's case-insensitive lookup). */
  byCoupon(code: string): SalesRule | undefined {
    const row = this.byCode.get(code);
    return row && {
      ruleId: row.rule_id, label: row.store_label, code: row.code, action: row.simple_action, amount: row.discount_amount,
      freeShipping: row.simple_free_shipping === 1, minSubtotal: row.min_subtotal, from: row.from_date, to: row.to_date,
    };
  }
}

/** Whether a rule applies on `day` (YYYY-MM-DD, store timezone) to a cart whose subtotal including tax is given. */
export function ruleApplies(rule: SalesRule, day: string, subtotalInclTax: number): boolean {
  if (rule.from !== null && day < rule.from) return false;
  if (rule.to !== null && day > rule.to) return false;
  return rule.minSubtotal === null || subtotalInclTax >= rule.minSubtotal;
}

// Catalog widget conditions as Magento stores them in a directive's conditions_encoded parameter: JSON whose
// braces, quotes and backslashes are swapped for ^[ ^] ` and | so that it survives inside {{widget …}}.

export interface ProductCondition {
  attribute: string;
  operator: string;
  value: string;
}

export interface WidgetConditions {
  /** 'all': every condition holds; 'any': one does. */
  aggregator: 'all' | 'any';
  conditions: ProductCondition[];
}

type Encoded = Record<string, Record<string, unknown>>;

export function decodeConditions(encoded: string): Encoded | undefined {
  const json = encoded.replace(/\^\[/g, '{').replace(/\^\]/g, '}').replace(/`/g, '"').replace(/\|/g, '\\');
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Encoded) : undefined;
  } catch {
    return undefined;
  }
}

export function encodeConditions(conditions: Encoded): string {
  return JSON.stringify(conditions).replace(/\{/g, '^[').replace(/\}/g, '^]').replace(/"/g, '`').replace(/\\/g, '|');
}

/** The product conditions directly under the root combine ("1--N" keys), with the root's aggregator. */
export function productConditions(encoded: string): WidgetConditions | undefined {
  const tree = decodeConditions(encoded);
  const root = tree?.['1'];
  if (!tree || !root) return undefined;
  const conditions: ProductCondition[] = [];
  for (const [key, node] of Object.entries(tree)) {
    if (!/^1--\d+$/.test(key) || typeof node.attribute !== 'string') continue;
    conditions.push({ attribute: node.attribute, operator: String(node.operator ?? '=='), value: String(node.value ?? '') });
  }
  return { aggregator: root.aggregator === 'any' ? 'any' : 'all', conditions };
}

/** Rewrites category_ids condition values with `map` (the seed names categories by key, the database by id). */
export function mapCategoryConditions(encoded: string, map: (value: string) => string): string {
  const tree = decodeConditions(encoded);
  if (!tree) return encoded;
  for (const node of Object.values(tree)) {
    if (node.attribute === 'category_ids' && typeof node.value === 'string') node.value = map(node.value);
  }
  return encodeConditions(tree);
}

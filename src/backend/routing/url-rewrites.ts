import type { Database, Statement } from 'better-sqlite3';

export interface UrlRewriteRow {
  url_rewrite_id: number;
  entity_type: string;
  entity_id: number;
  request_path: string;
  target_path: string;
  redirect_type: number;
}

/** The entity types of the shop's own modules' pages: the points of sale and their list. */
export const MODULE_REWRITE_TYPES = ['point-of-sale', 'point-of-sale-list'] as const;

/**
 * Magento's url_rewrite lookups: by request path, by target path, and an entity's own URL. The rewrites of `hidden`
 * entity types, and the redirects to their pages, are not there: a Magento without the module that makes those pages
 * has none.
 */
export class UrlRewrites {
  private readonly byRequest: Statement<[string], UrlRewriteRow>;
  private readonly byTarget: Statement<[string], UrlRewriteRow>;

  constructor(db: Database, hidden: readonly string[] = []) {
    const types = hidden.map((type) => `'${type}'`).join(', ');
    const served = hidden.length === 0 ? '' : ` AND r.entity_type NOT IN (${types}) AND NOT EXISTS (
      SELECT 1 FROM url_rewrite page WHERE page.request_path = r.target_path AND page.entity_type IN (${types}))`;
    this.byRequest = db.prepare(`SELECT r.* FROM url_rewrite r WHERE r.request_path = ?${served}`);
    this.byTarget = db.prepare(`SELECT r.* FROM url_rewrite r WHERE r.target_path = ?${served} ORDER BY r.redirect_type LIMIT 1`);
  }

  fromRequestPath(path: string): UrlRewriteRow | undefined {
    return this.byRequest.get(path);
  }

  fromTargetPath(path: string): UrlRewriteRow | undefined {
    return this.byTarget.get(path);
  }
}

import type { Database, Statement } from 'better-sqlite3';

export interface UrlRewriteRow {
  url_rewrite_id: number;
  entity_type: string;
  entity_id: number;
  request_path: string;
  target_path: string;
  redirect_type: number;
}

/** Magento's url_rewrite lookups: by request path, by target path, and an entity's own URL. */
export class UrlRewrites {
  private readonly byRequest: Statement<[string], UrlRewriteRow>;
  private readonly byTarget: Statement<[string], UrlRewriteRow>;

  constructor(db: Database) {
    this.byRequest = db.prepare('SELECT * FROM url_rewrite WHERE request_path = ?');
    this.byTarget = db.prepare('SELECT * FROM url_rewrite WHERE target_path = ? ORDER BY redirect_type LIMIT 1');
  }

  fromRequestPath(path: string): UrlRewriteRow | undefined {
    return this.byRequest.get(path);
  }

  fromTargetPath(path: string): UrlRewriteRow | undefined {
    return this.byTarget.get(path);
  }
}

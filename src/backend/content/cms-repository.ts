import type { Database, Statement } from 'better-sqlite3';
import type { CmsImage } from '../seed/banner';

export interface CmsPageRow {
  page_id: number;
  identifier: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  content_heading: string | null;
  content: string;
  page_layout: string;
  is_active: number;
}

export interface CmsBlockRow {
  block_id: number;
  identifier: string;
  title: string;
  content: string;
  is_active: number;
}

export class CmsRepository {
  private readonly pageById: Statement<[number], CmsPageRow>;
  private readonly pageByIdentifier: Statement<[string], CmsPageRow>;
  private readonly blocks: Statement<[string], CmsBlockRow>;
  private readonly blockById: Statement<[number], CmsBlockRow>;
  private readonly pageUrl: Statement<[number], { request_path: string }>;
  private readonly media: Statement<[string], { drawing: string }>;

  constructor(db: Database) {
    this.pageById = db.prepare('SELECT * FROM cms_page WHERE page_id = ? AND is_active = 1');
    this.pageByIdentifier = db.prepare('SELECT * FROM cms_page WHERE identifier = ? AND is_active = 1');
    this.blocks = db.prepare('SELECT * FROM cms_block WHERE is_active = 1 AND identifier IN (SELECT value FROM json_each(?))');
    this.blockById = db.prepare('SELECT * FROM cms_block WHERE is_active = 1 AND block_id = ?');
    this.media = db.prepare('SELECT drawing FROM cms_media WHERE file = ?');
    this.pageUrl = db.prepare("SELECT request_path FROM url_rewrite WHERE entity_type = 'cms-page' AND entity_id = ? AND redirect_type = 0");
  }

  page(id: number): CmsPageRow | undefined {
    return this.pageById.get(id);
  }

  pageByKey(identifier: string): CmsPageRow | undefined {
    return this.pageByIdentifier.get(identifier);
  }

  urlKey(pageId: number): string | undefined {
    return this.pageUrl.get(pageId)?.request_path;
  }

  /** The drawing of an image under media/ that CMS content refers to (path like "wysiwyg/home/x.png"). */
  image(file: string): CmsImage | undefined {
    const row = this.media.get(file);
    return row ? (JSON.parse(row.drawing) as CmsImage) : undefined;
  }

  /** Active blocks by identifier, in one query. */
  blocksByIdentifier(identifiers: readonly string[]): Map<string, CmsBlockRow> {
    return new Map(this.blocks.all(JSON.stringify(identifiers)).map((b) => [b.identifier, b]));
  }

  /** An active block by numeric id or identifier, as {{widget block_id}} and {{block id}} name them. */
  block(id: string): CmsBlockRow | undefined {
    return /^\d+$/.test(id) ? this.blockById.get(Number(id)) : this.blocksByIdentifier([id]).get(id);
  }
}

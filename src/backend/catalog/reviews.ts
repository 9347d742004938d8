import type { Database } from 'better-sqlite3';

/** An active rating ("Note") and its values, in their order. */
export interface RatingRow {
  rating_id: number;
  rating_code: string;
  values: Array<{ option_id: number; value: number }>;
}

/** An approved review of a product, with its votes. */
export interface ReviewRecord {
  review_id: number;
  product_id: number;
  nickname: string;
  title: string;
  detail: string;
  created_at: string;
  votes: Array<{ rating_code: string; value: number; percent: number }>;
}

/** Magento's review_status: shoppers see approved reviews only. */
export const REVIEW_APPROVED = 1;

/** Product reviews and the ratings they vote on (Magento's Review module). */
export class ProductReviews {
  constructor(private readonly db: Database) {}

  /** The active ratings, by position, each with its values (what review forms and stars read). */
  ratings(): RatingRow[] {
    const ratings = this.db
      .prepare<[], { rating_id: number; rating_code: string }>('SELECT rating_id, rating_code FROM rating WHERE is_active = 1 ORDER BY position, rating_id')
      .all();
    const options = this.db.prepare<[number], { option_id: number; value: number }>(
      'SELECT option_id, value FROM rating_option WHERE rating_id = ? ORDER BY position',
    );
    return ratings.map((rating) => ({ ...rating, values: options.all(rating.rating_id) }));
  }

  /** How many approved reviews the product has. */
  count(productId: number): number {
    return this.db
      .prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM review WHERE product_id = ? AND status_id = ?')
      .get(productId, REVIEW_APPROVED)!.n;
  }

  /** A page of the product's approved reviews, newest first. */
  page(productId: number, pageSize: number, currentPage: number): ReviewRecord[] {
    const rows = this.db
      .prepare<[number, number, number, number], Omit<ReviewRecord, 'votes'>>(
        `SELECT review_id, product_id, nickname, title, detail, created_at FROM review
         WHERE product_id = ? AND status_id = ? ORDER BY created_at DESC, review_id DESC LIMIT ? OFFSET ?`,
      )
      .all(productId, REVIEW_APPROVED, pageSize, (currentPage - 1) * pageSize);
    const votes = this.db.prepare<[number], { rating_code: string; value: number; percent: number }>(
      `SELECT r.rating_code, v.value, v.percent FROM rating_option_vote v
       JOIN rating_option o ON o.option_id = v.option_id JOIN rating r ON r.rating_id = o.rating_id
       WHERE v.review_id = ? AND r.is_active = 1 ORDER BY r.position, r.rating_id`,
    );
    return rows.map((row) => ({ ...row, votes: votes.all(row.review_id) }));
  }
}

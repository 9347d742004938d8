import type { Database } from 'better-sqlite3';

/** An active rating ("Note") and its values, in their order. */
export interface RatingRow {
  rating_id: number;
  rating_code: string;
  values: Array<{ option_id: number; value: number }>;
}

/** A review of a product, with its votes. */
export interface ReviewRecord {
  review_id: number;
  product_id: number;
  nickname: string;
  title: string;
  detail: string;
  created_at: string;
  votes: Array<{ rating_code: string; value: number; percent: number }>;
}

/** Magento's review_status: shoppers see approved reviews only; a shopper's new review is pending until approved. */
export const REVIEW_APPROVED = 1;
export const REVIEW_PENDING = 2;

/** A shopper's review as written, with the rating values (option ids) it votes. */
export interface NewReview {
  productId: number;
  nickname: string;
  title: string;
  detail: string;
  optionIds: readonly number[];
  createdAt: string;
}

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
    return rows.map((row) => ({ ...row, votes: this.votes(row.review_id) }));
  }

  /** Keeps a shopper's review, pending, with its votes (each value's percent of its rating's highest). */
  add(review: NewReview): ReviewRecord {
    return this.db.transaction(() => {
      const id = Number(this.db
        .prepare('INSERT INTO review (product_id, status_id, nickname, title, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(review.productId, REVIEW_PENDING, review.nickname, review.title, review.detail, review.createdAt).lastInsertRowid);
      const option = this.db.prepare<[number], { value: number; highest: number }>(
        'SELECT o.value, (SELECT MAX(value) FROM rating_option WHERE rating_id = o.rating_id) AS highest FROM rating_option o WHERE o.option_id = ?',
      );
      const vote = this.db.prepare('INSERT INTO rating_option_vote (review_id, option_id, percent, value) VALUES (?, ?, ?, ?)');
      for (const optionId of review.optionIds) {
        const { value, highest } = option.get(optionId)!;
        vote.run(id, optionId, Math.round((value / highest) * 100), value);
      }
      return this.find(id)!;
    })();
  }

  /** A review by id, whatever its status. */
  find(reviewId: number): ReviewRecord | undefined {
    const row = this.db
      .prepare<[number], Omit<ReviewRecord, 'votes'>>('SELECT review_id, product_id, nickname, title, detail, created_at FROM review WHERE review_id = ?')
      .get(reviewId);
    return row && { ...row, votes: this.votes(row.review_id) };
  }

  /**
   * Approves a product's pending reviews, as an admin's moderation does, and updates its summary (review_count,
   * rating_summary). The number approved.
   */
  approvePending(productId: number): number {
    return this.db.transaction(() => {
      const { changes } = this.db.prepare('UPDATE review SET status_id = ? WHERE product_id = ? AND status_id = ?').run(REVIEW_APPROVED, productId, REVIEW_PENDING);
      this.db.prepare(`UPDATE catalog_product SET
        review_count = (SELECT COUNT(*) FROM review WHERE product_id = @id AND status_id = @approved),
        rating_summary = COALESCE((SELECT AVG(v.percent) FROM rating_option_vote v JOIN review r ON r.review_id = v.review_id
          WHERE r.product_id = @id AND r.status_id = @approved), 0)
        WHERE entity_id = @id`).run({ id: productId, approved: REVIEW_APPROVED });
      return changes;
    })();
  }

  private votes(reviewId: number) {
    return this.db.prepare<[number], { rating_code: string; value: number; percent: number }>(
      `SELECT r.rating_code, v.value, v.percent FROM rating_option_vote v
       JOIN rating_option o ON o.option_id = v.option_id JOIN rating r ON r.rating_id = o.rating_id
       WHERE v.review_id = ? AND r.is_active = 1 ORDER BY r.position, r.rating_id`,
    ).all(reviewId);
  }
}

// Product reviews (Magento's review, rating, rating_option and rating_option_vote): the shop's one active rating,
// "Note", from 1 to 5 stars, and the reviews shoppers gave with their vote. A product's rating_summary and
// review_count stay on catalog_product, as Magento keeps them in review_entity_summary: the average of its approved
// reviews' votes in percent and their number.
export const sql = /* sql */ `
CREATE TABLE rating (
  rating_id INTEGER PRIMARY KEY,
  rating_code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE rating_option (
  option_id INTEGER PRIMARY KEY,
  rating_id INTEGER NOT NULL REFERENCES rating(rating_id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  value INTEGER NOT NULL,
  position INTEGER NOT NULL
);
INSERT INTO rating (rating_id, rating_code, position, is_active) VALUES (1, 'Note', 1, 1);
INSERT INTO rating_option (option_id, rating_id, code, value, position) VALUES
  (1, 1, '1', 1, 1), (2, 1, '2', 2, 2), (3, 1, '3', 3, 3), (4, 1, '4', 4, 4), (5, 1, '5', 5, 5);

-- status_id: 1 approved, 2 pending, 3 not approved (Magento's review_status); shoppers see approved reviews only.
CREATE TABLE review (
  review_id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id) ON DELETE CASCADE,
  status_id INTEGER NOT NULL DEFAULT 2,
  nickname TEXT NOT NULL,
  title TEXT NOT NULL,
  detail TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX review_product ON review(product_id, status_id, created_at);
CREATE TABLE rating_option_vote (
  vote_id INTEGER PRIMARY KEY AUTOINCREMENT,
  review_id INTEGER NOT NULL REFERENCES review(review_id) ON DELETE CASCADE,
  option_id INTEGER NOT NULL REFERENCES rating_option(option_id),
  percent INTEGER NOT NULL,
  value INTEGER NOT NULL
);
CREATE INDEX rating_option_vote_review ON rating_option_vote(review_id);
`;

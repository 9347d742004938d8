// The place of a cart line: lines are listed by position, so that a line whose options change (another variant
// added, then the old line removed) can take the old line's place instead of going to the bottom.
export const sql = /* sql */ `
ALTER TABLE quote_item ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
UPDATE quote_item SET position = item_id;
CREATE INDEX quote_item_position ON quote_item(quote_id, position);
`;

// Admin preview (spec §6): drafts of CMS pages, CMS blocks and products, each a version of the fields it changes,
// shown instead of the published content to a request carrying an admin token and that version (Preview-Version).
// Entities are named as the admin names them (page and block identifiers, product SKUs), so that a draft outlives
// a re-import of the catalogue. One draft of the "À propos" page ships, so that the preview can be shown.
export const sql = /* sql */ `
CREATE TABLE content_draft (
  entity_type TEXT NOT NULL CHECK (entity_type IN ('cms_page', 'cms_block', 'product')),
  identifier TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version > 0),
  label TEXT NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data)),
  created_at TEXT NOT NULL,
  PRIMARY KEY (entity_type, identifier, version)
);
INSERT INTO content_draft (entity_type, identifier, version, label, data, created_at) VALUES (
  'cms_page', 'a-propos', 1767225600, 'À propos : nouveau titre',
  json_object('content_heading', 'Vitrine, dix ans de conseils au naturel', 'title', 'Vitrine, dix ans de conseils au naturel'),
  '2026-01-01T00:00:00.000Z'
);
`;

// The first schema: catalogue, content, points of sale, customers and the small tables behind forms.
// Table and column names follow Magento's where one exists, so that the mapping stays obvious.
export const sql = /* sql */ `
CREATE TABLE core_config (
  path TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE eav_attribute (
  attribute_id INTEGER PRIMARY KEY,
  attribute_code TEXT NOT NULL UNIQUE,
  frontend_label TEXT NOT NULL,
  frontend_input TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_filterable INTEGER NOT NULL DEFAULT 0,
  is_searchable INTEGER NOT NULL DEFAULT 0,
  is_comparable INTEGER NOT NULL DEFAULT 0,
  is_visible_on_front INTEGER NOT NULL DEFAULT 0,
  is_html_allowed_on_front INTEGER NOT NULL DEFAULT 0,
  used_in_product_listing INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE eav_attribute_option (
  option_id INTEGER PRIMARY KEY,
  attribute_id INTEGER NOT NULL REFERENCES eav_attribute(attribute_id),
  code TEXT NOT NULL,
  label TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (attribute_id, label)
);

CREATE TABLE catalog_category (
  entity_id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES catalog_category(entity_id),
  seed_key TEXT UNIQUE,
  path TEXT NOT NULL,
  level INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  children_count INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  url_key TEXT,
  url_path TEXT,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  is_active INTEGER NOT NULL DEFAULT 1,
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  skinny_navigation INTEGER NOT NULL DEFAULT 0,
  promo_content TEXT,
  promo_rich_content TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE catalog_product (
  entity_id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  type_id TEXT NOT NULL CHECK (type_id IN ('simple', 'configurable')),
  parent_id INTEGER REFERENCES catalog_product(entity_id),
  -- 1: not visible individually (configurable variants), 4: catalogue and search
  visibility INTEGER NOT NULL,
  name TEXT NOT NULL,
  -- Accent-folded lowercase name: what name sorting compares.
  name_sort TEXT NOT NULL,
  url_key TEXT UNIQUE,
  price REAL NOT NULL,
  special_price REAL,
  qty INTEGER NOT NULL DEFAULT 0,
  brand_id INTEGER REFERENCES eav_attribute_option(option_id),
  form_id INTEGER REFERENCES eav_attribute_option(option_id),
  short_description TEXT,
  description TEXT,
  ingredients TEXT,
  dosage TEXT,
  weight REAL,
  meta_title TEXT,
  meta_description TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  rating_summary REAL NOT NULL DEFAULT 0,
  review_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX catalog_product_parent ON catalog_product(parent_id);

-- Multi-valued and variant option values: dietary labels, pack size, flavour.
CREATE TABLE catalog_product_option_value (
  product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id) ON DELETE CASCADE,
  option_id INTEGER NOT NULL REFERENCES eav_attribute_option(option_id),
  PRIMARY KEY (product_id, option_id)
);
CREATE INDEX catalog_product_option_value_option ON catalog_product_option_value(option_id);

CREATE TABLE catalog_category_product (
  category_id INTEGER NOT NULL REFERENCES catalog_category(entity_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX catalog_category_product_product ON catalog_category_product(product_id);

-- Anchor index: a product belongs to its categories and to all their ancestors below the root.
CREATE TABLE catalog_category_product_index (
  category_id INTEGER NOT NULL REFERENCES catalog_category(entity_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX catalog_category_product_index_product ON catalog_category_product_index(product_id);

-- Price index: what listings filter, sort and bucket on (final price = special price when lower).
CREATE TABLE catalog_product_index_price (
  entity_id INTEGER PRIMARY KEY REFERENCES catalog_product(entity_id) ON DELETE CASCADE,
  min_price REAL NOT NULL,
  max_price REAL NOT NULL,
  min_regular_price REAL NOT NULL,
  max_regular_price REAL NOT NULL,
  in_stock INTEGER NOT NULL
);

CREATE TABLE catalog_product_media (
  value_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id) ON DELETE CASCADE,
  file TEXT NOT NULL,
  label TEXT,
  position INTEGER NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0,
  drawing TEXT NOT NULL
);
CREATE INDEX catalog_product_media_product ON catalog_product_media(product_id, position);
CREATE INDEX catalog_product_media_file ON catalog_product_media(file);

CREATE TABLE catalog_product_super_attribute (
  product_super_attribute_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES eav_attribute(attribute_id),
  label TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (product_id, attribute_id)
);

CREATE TABLE catalog_product_super_attribute_value (
  product_super_attribute_id INTEGER NOT NULL
    REFERENCES catalog_product_super_attribute(product_super_attribute_id) ON DELETE CASCADE,
  option_id INTEGER NOT NULL REFERENCES eav_attribute_option(option_id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_super_attribute_id, option_id)
);

-- Full-text search; rowid is the product id. remove_diacritics folds accents ("melatonine" finds "Mélatonine").
CREATE VIRTUAL TABLE catalog_product_fts USING fts5(
  name, sku, brand, categories, short_description, description, ingredients,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE url_rewrite (
  url_rewrite_id INTEGER PRIMARY KEY,
  entity_type TEXT NOT NULL,
  entity_id INTEGER NOT NULL DEFAULT 0,
  request_path TEXT NOT NULL UNIQUE,
  target_path TEXT NOT NULL,
  redirect_type INTEGER NOT NULL DEFAULT 0 CHECK (redirect_type IN (0, 301, 302))
);
CREATE INDEX url_rewrite_target ON url_rewrite(target_path);
CREATE INDEX url_rewrite_entity ON url_rewrite(entity_type, entity_id);

CREATE TABLE cms_page (
  page_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  meta_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  content_heading TEXT,
  content TEXT NOT NULL,
  page_layout TEXT NOT NULL DEFAULT 'cms-full-width',
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE cms_block (
  block_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1
);

-- Images CMS content refers to (media/wysiwyg/...), drawn on first request like the packshots.
CREATE TABLE cms_media (
  file TEXT PRIMARY KEY,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  drawing TEXT NOT NULL
);

CREATE TABLE point_of_sale (
  entity_id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL UNIQUE,
  store_type TEXT NOT NULL,
  address1 TEXT NOT NULL,
  address2 TEXT,
  postcode TEXT NOT NULL,
  city TEXT NOT NULL,
  region TEXT NOT NULL,
  country_id TEXT NOT NULL,
  telephone TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE point_of_sale_opening_hours (
  pos_id INTEGER NOT NULL REFERENCES point_of_sale(entity_id) ON DELETE CASCADE,
  day INTEGER NOT NULL CHECK (day BETWEEN 0 AND 6),
  open TEXT,
  close TEXT
);
CREATE INDEX point_of_sale_opening_hours_pos ON point_of_sale_opening_hours(pos_id, day);

CREATE TABLE point_of_sale_special_hours (
  pos_id INTEGER NOT NULL REFERENCES point_of_sale(entity_id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  title TEXT,
  open TEXT,
  close TEXT
);
CREATE INDEX point_of_sale_special_hours_pos ON point_of_sale_special_hours(pos_id, date);

CREATE TABLE customer_entity (
  entity_id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  middlename TEXT,
  prefix TEXT,
  suffix TEXT,
  dob TEXT,
  gender INTEGER,
  taxvat TEXT,
  password_hash TEXT,
  group_id INTEGER NOT NULL DEFAULT 1,
  favorite_pos_id INTEGER REFERENCES point_of_sale(entity_id) ON DELETE SET NULL,
  is_consent INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Tokens are signed and stateless; revoking one revokes every token issued before that instant.
CREATE TABLE jwt_auth_revoked (
  customer_id INTEGER PRIMARY KEY REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  revoke_before REAL NOT NULL
);

-- Failed sign-ins per e-mail, for the lockout.
CREATE TABLE oauth_token_request_log (
  user_name TEXT PRIMARY KEY COLLATE NOCASE,
  failures_count INTEGER NOT NULL,
  lock_expires_at REAL NOT NULL
);

CREATE TABLE newsletter_subscriber (
  subscriber_id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  customer_id INTEGER REFERENCES customer_entity(entity_id) ON DELETE SET NULL,
  status INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE guest_consent (
  cart_id TEXT PRIMARY KEY,
  is_consent INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE contact_message (
  message_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  telephone TEXT,
  comment TEXT NOT NULL,
  contact_reason TEXT,
  order_number TEXT,
  is_consent INTEGER,
  created_at TEXT NOT NULL
);
`;

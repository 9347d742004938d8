// Collecting an order elsewhere than at home: the relay carrier's relay points (served as Magento's pickup
// locations), and the pickup location chosen for a cart's shipping address and kept by its order (Magento's
// pickup_location_code of the quote address and of the order).
export const sql = /* sql */ `
CREATE TABLE relay_point (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  street TEXT NOT NULL,
  postcode TEXT NOT NULL,
  city TEXT NOT NULL,
  country_id TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1
);
INSERT INTO relay_point (code, name, street, postcode, city, country_id, latitude, longitude) VALUES
  ('FR-069012', 'Tabac Presse de la Guillotière', '28 cours Gambetta', '69007', 'Lyon', 'FR', 45.7528, 4.8486),
  ('FR-069031', 'Librairie des Pentes', '14 montée de la Grande-Côte', '69001', 'Lyon', 'FR', 45.7705, 4.8302),
  ('FR-069047', 'Épicerie Part-Dieu', '92 rue de Bonnel', '69003', 'Lyon', 'FR', 45.7612, 4.8521),
  ('FR-069058', 'Pressing Saxe', '55 avenue Maréchal-de-Saxe', '69003', 'Lyon', 'FR', 45.7590, 4.8448),
  ('FR-075104', 'Relais Presse Bastille', '3 rue de la Roquette', '75011', 'Paris', 'FR', 48.8537, 2.3712),
  ('FR-075118', 'Fleuriste du Canal', '41 quai de Valmy', '75010', 'Paris', 'FR', 48.8716, 2.3641),
  ('FR-013022', 'Cordonnerie du Vieux-Port', '12 rue de la Loge', '13002', 'Marseille', 'FR', 43.2969, 5.3688),
  ('FR-033015', 'Tabac des Chartrons', '70 cours Portal', '33000', 'Bordeaux', 'FR', 44.8516, -0.5722),
  ('FR-059009', 'Papeterie Wazemmes', '8 place de la Nouvelle-Aventure', '59000', 'Lille', 'FR', 50.6289, 3.0502),
  ('FR-031027', 'Épicerie Saint-Cyprien', '21 rue de la République', '31300', 'Toulouse', 'FR', 43.5985, 1.4341),
  ('FR-044012', 'Bazar de Talensac', '6 rue de Talensac', '44000', 'Nantes', 'FR', 47.2204, -1.5569);
ALTER TABLE quote_address ADD COLUMN pickup_location_code TEXT;
ALTER TABLE sales_order ADD COLUMN pickup_location_code TEXT;
`;

// The store finder's places beyond the stores' own towns (src/domain/store-finder.ts): metropolitan France's
// departments, each by its postcodes' first digits and its prefecture, placed to about a kilometre (enough to rank
// stores by distance). Overseas departments are not here: the shop has no store there to be near.

export interface Prefecture {
  /** The department's postcodes begin with it (Corsica: 200–201 for 2A, 202–206 for 2B). */
  department: string;
  town: string;
  latitude: number;
  longitude: number;
}

const row = (department: string, town: string, latitude: number, longitude: number): Prefecture => ({ department, town, latitude, longitude });

export const PREFECTURES: readonly Prefecture[] = [
  row('01', 'Bourg-en-Bresse', 46.205, 5.226), row('02', 'Laon', 49.564, 3.62), row('03', 'Moulins', 46.566, 3.333),
  row('04', 'Digne-les-Bains', 44.092, 6.236), row('05', 'Gap', 44.559, 6.079), row('06', 'Nice', 43.71, 7.262),
  row('07', 'Privas', 44.735, 4.599), row('08', 'Charleville-Mézières', 49.762, 4.726), row('09', 'Foix', 42.965, 1.607),
  row('10', 'Troyes', 48.297, 4.074), row('11', 'Carcassonne', 43.213, 2.351), row('12', 'Rodez', 44.35, 2.575),
  row('13', 'Marseille', 43.296, 5.37), row('14', 'Caen', 49.183, -0.371), row('15', 'Aurillac', 44.926, 2.44),
  row('16', 'Angoulême', 45.648, 0.156), row('17', 'La Rochelle', 46.16, -1.151), row('18', 'Bourges', 47.081, 2.399),
  row('19', 'Tulle', 45.267, 1.772), row('2A', 'Ajaccio', 41.927, 8.737), row('2B', 'Bastia', 42.697, 9.45),
  row('21', 'Dijon', 47.322, 5.041), row('22', 'Saint-Brieuc', 48.514, -2.765), row('23', 'Guéret', 46.171, 1.872),
  row('24', 'Périgueux', 45.184, 0.721), row('25', 'Besançon', 47.238, 6.024), row('26', 'Valence', 44.933, 4.892),
  row('27', 'Évreux', 49.027, 1.151), row('28', 'Chartres', 48.446, 1.489), row('29', 'Quimper', 47.996, -4.102),
  row('30', 'Nîmes', 43.837, 4.36), row('31', 'Toulouse', 43.605, 1.444), row('32', 'Auch', 43.646, 0.586),
  row('33', 'Bordeaux', 44.838, -0.579), row('34', 'Montpellier', 43.611, 3.877), row('35', 'Rennes', 48.117, -1.678),
  row('36', 'Châteauroux', 46.811, 1.686), row('37', 'Tours', 47.394, 0.685), row('38', 'Grenoble', 45.188, 5.724),
  row('39', 'Lons-le-Saunier', 46.675, 5.555), row('40', 'Mont-de-Marsan', 43.89, -0.5), row('41', 'Blois', 47.586, 1.336),
  row('42', 'Saint-Étienne', 45.44, 4.387), row('43', 'Le Puy-en-Velay', 45.043, 3.885), row('44', 'Nantes', 47.218, -1.554),
  row('45', 'Orléans', 47.903, 1.909), row('46', 'Cahors', 44.448, 1.441), row('47', 'Agen', 44.203, 0.616),
  row('48', 'Mende', 44.518, 3.5), row('49', 'Angers', 47.478, -0.563), row('50', 'Saint-Lô', 49.116, -1.091),
  row('51', 'Châlons-en-Champagne', 48.957, 4.363), row('52', 'Chaumont', 48.111, 5.139), row('53', 'Laval', 48.073, -0.77),
  row('54', 'Nancy', 48.692, 6.184), row('55', 'Bar-le-Duc', 48.773, 5.16), row('56', 'Vannes', 47.658, -2.76),
  row('57', 'Metz', 49.12, 6.176), row('58', 'Nevers', 46.99, 3.159), row('59', 'Lille', 50.629, 3.057),
  row('60', 'Beauvais', 49.43, 2.081), row('61', 'Alençon', 48.432, 0.091), row('62', 'Arras', 50.291, 2.777),
  row('63', 'Clermont-Ferrand', 45.778, 3.087), row('64', 'Pau', 43.295, -0.371), row('65', 'Tarbes', 43.233, 0.078),
  row('66', 'Perpignan', 42.699, 2.895), row('67', 'Strasbourg', 48.573, 7.752), row('68', 'Colmar', 48.079, 7.358),
  row('69', 'Lyon', 45.764, 4.836), row('70', 'Vesoul', 47.623, 6.155), row('71', 'Mâcon', 46.307, 4.828),
  row('72', 'Le Mans', 48.006, 0.199), row('73', 'Chambéry', 45.564, 5.918), row('74', 'Annecy', 45.899, 6.129),
  row('75', 'Paris', 48.857, 2.352), row('76', 'Rouen', 49.443, 1.099), row('77', 'Melun', 48.54, 2.66),
  row('78', 'Versailles', 48.805, 2.13), row('79', 'Niort', 46.323, -0.459), row('80', 'Amiens', 49.894, 2.296),
  row('81', 'Albi', 43.929, 2.148), row('82', 'Montauban', 44.018, 1.355), row('83', 'Toulon', 43.124, 5.928),
  row('84', 'Avignon', 43.949, 4.806), row('85', 'La Roche-sur-Yon', 46.67, -1.427), row('86', 'Poitiers', 46.58, 0.34),
  row('87', 'Limoges', 45.834, 1.261), row('88', 'Épinal', 48.173, 6.45), row('89', 'Auxerre', 47.798, 3.567),
  row('90', 'Belfort', 47.638, 6.863), row('91', 'Évry-Courcouronnes', 48.629, 2.441), row('92', 'Nanterre', 48.892, 2.207),
  row('93', 'Bobigny', 48.908, 2.44), row('94', 'Créteil', 48.79, 2.455), row('95', 'Cergy', 49.036, 2.076),
];

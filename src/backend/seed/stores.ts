// The shop's physical points of sale: boutiques, corners in department stores and partner
// pharmacies across metropolitan France. Street numbers are fictional; streets, postcodes,
// regions and coordinates are real (city-centre shopping streets). Telephone numbers are taken
// from the ranges ARCEP reserves for fiction (01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49),
// so none of them rings anyone.

import type { SeedOpeningHours, SeedSpecialHours, SeedStore } from './types';

type Slot = readonly [open: string, close: string] | null;

/**
 * A week of opening hours, Sunday first (day 0 = Sunday … 6 = Saturday), as the store locator
 * expects them. `null` means closed all day.
 */
function week(sunday: Slot, monday: Slot, weekday: Slot, saturday: Slot): SeedOpeningHours[] {
  const slots: Slot[] = [sunday, monday, weekday, weekday, weekday, weekday, saturday];
  return slots.map((slot, day) => ({ day, open: slot ? slot[0] : null, close: slot ? slot[1] : null }));
}

/** Boutique hours: Monday to Saturday 10:00–19:30, closed on Sunday. */
const boutique = week(null, ['10:00', '19:30'], ['10:00', '19:30'], ['10:00', '19:30']);
/** Regional boutique: opens late on Monday, closes a little earlier. */
const regional = week(null, ['14:00', '19:00'], ['10:00', '19:00'], ['09:30', '19:00']);
/** Boutique open on Sunday morning (tourist area). */
const withSundayMorning = week(['10:00', '13:00'], ['10:00', '19:30'], ['10:00', '19:30'], ['10:00', '19:30']);
/** Corner inside a department store: follows the store's hours. */
const corner = week(null, ['10:00', '20:00'], ['10:00', '20:00'], ['09:30', '20:00']);
/** Partner pharmacy: early opening, Saturday until 19:00. */
const pharmacy = week(null, ['09:00', '19:30'], ['08:30', '19:30'], ['09:00', '19:00']);

function special(title: string, date: string, open: string | null = null, close: string | null = null): SeedSpecialHours {
  return { title, date, open, close };
}

/** End-of-year holidays 2026 and the May 2027 bank holidays, shared by every point of sale. */
function holidays(opts: { sundayBeforeChristmas?: boolean; alsaceMoselle?: boolean; pharmacy?: boolean } = {}): SeedSpecialHours[] {
  const list: SeedSpecialHours[] = [];
  if (opts.sundayBeforeChristmas) list.push(special('Ouverture exceptionnelle avant Noël', '2026-12-20', '10:00', '18:00'));
  list.push(special('Veille de Noël', '2026-12-24', opts.pharmacy ? '09:00' : '10:00', '17:00'));
  list.push(special('Noël', '2026-12-25'));
  if (opts.alsaceMoselle) list.push(special('Saint-Étienne (jour férié en Alsace-Moselle)', '2026-12-26'));
  list.push(special('Saint-Sylvestre', '2026-12-31', opts.pharmacy ? '09:00' : '10:00', '17:00'));
  list.push(special('Jour de l’an', '2027-01-01'));
  list.push(special('Fête du Travail', '2027-05-01'));
  list.push(special('Ascension', '2027-05-06', '14:00', '19:00'));
  list.push(special('Victoire 1945', '2027-05-08', '10:00', '18:00'));
  list.push(special('Lundi de Pentecôte', '2027-05-17', '14:00', '19:00'));
  return list;
}

export const stores: SeedStore[] = [
  {
    identifier: 'paris-rivoli',
    name: 'Vitrine Paris Rivoli',
    urlKey: 'paris-rivoli',
    storeType: 'boutique',
    address1: '128 rue de Rivoli',
    postcode: '75001',
    city: 'Paris',
    region: 'Île-de-France',
    telephone: '+33 1 99 00 12 01',
    latitude: 48.8603,
    longitude: 2.3437,
    openingHours: boutique,
    specialHours: holidays({ sundayBeforeChristmas: true }),
  },
  {
    identifier: 'paris-bastille',
    name: 'Vitrine Paris Bastille',
    urlKey: 'paris-bastille',
    storeType: 'boutique',
    address1: '35 rue du Faubourg Saint-Antoine',
    postcode: '75011',
    city: 'Paris',
    region: 'Île-de-France',
    telephone: '+33 1 99 00 12 02',
    latitude: 48.8529,
    longitude: 2.3735,
    openingHours: withSundayMorning,
    specialHours: holidays({ sundayBeforeChristmas: true }),
  },
  {
    identifier: 'boulogne-billancourt-pharmacie',
    name: 'Pharmacie des Princes – espace Vitrine',
    urlKey: 'boulogne-billancourt-pharmacie-des-princes',
    storeType: 'pharmacie-partenaire',
    address1: '74 route de la Reine',
    postcode: '92100',
    city: 'Boulogne-Billancourt',
    region: 'Île-de-France',
    telephone: '+33 1 99 00 12 03',
    latitude: 48.8414,
    longitude: 2.2466,
    openingHours: pharmacy,
    specialHours: holidays({ pharmacy: true }),
  },
  {
    identifier: 'lyon-republique',
    name: 'Vitrine Lyon République',
    urlKey: 'lyon-republique',
    storeType: 'boutique',
    address1: '41 rue de la République',
    postcode: '69002',
    city: 'Lyon',
    region: 'Auvergne-Rhône-Alpes',
    telephone: '+33 4 65 71 20 01',
    latitude: 45.7626,
    longitude: 4.8357,
    openingHours: boutique,
    specialHours: holidays({ sundayBeforeChristmas: true }),
  },
  {
    identifier: 'marseille-saint-ferreol',
    name: 'Vitrine Marseille Saint-Ferréol',
    urlKey: 'marseille-saint-ferreol',
    storeType: 'boutique',
    address1: '58 rue Saint-Ferréol',
    postcode: '13001',
    city: 'Marseille',
    region: 'Provence-Alpes-Côte d’Azur',
    telephone: '+33 4 65 71 20 02',
    latitude: 43.2928,
    longitude: 5.3787,
    openingHours: withSundayMorning,
    specialHours: holidays({ sundayBeforeChristmas: true }),
  },
  {
    identifier: 'bordeaux-sainte-catherine',
    name: 'Vitrine Bordeaux Sainte-Catherine',
    urlKey: 'bordeaux-sainte-catherine',
    storeType: 'boutique',
    address1: '112 rue Sainte-Catherine',
    postcode: '33000',
    city: 'Bordeaux',
    region: 'Nouvelle-Aquitaine',
    telephone: '+33 5 36 49 30 01',
    latitude: 44.8387,
    longitude: -0.5738,
    openingHours: boutique,
    specialHours: holidays({ sundayBeforeChristmas: true }),
  },
  {
    identifier: 'lille-esquermoise',
    name: 'Vitrine Lille Vieux-Lille',
    urlKey: 'lille-vieux-lille',
    storeType: 'boutique',
    address1: '24 rue Esquermoise',
    postcode: '59800',
    city: 'Lille',
    region: 'Hauts-de-France',
    telephone: '+33 3 53 01 40 01',
    latitude: 50.6379,
    longitude: 3.0613,
    openingHours: regional,
    specialHours: holidays({ sundayBeforeChristmas: true }),
  },
  {
    identifier: 'toulouse-alsace-lorraine',
    name: 'Vitrine Toulouse Capitole',
    urlKey: 'toulouse-capitole',
    storeType: 'boutique',
    address1: '36 rue d’Alsace-Lorraine',
    postcode: '31000',
    city: 'Toulouse',
    region: 'Occitanie',
    telephone: '+33 5 36 49 30 02',
    latitude: 43.6032,
    longitude: 1.4456,
    openingHours: boutique,
    specialHours: holidays(),
  },
  {
    identifier: 'nantes-crebillon',
    name: 'Vitrine Nantes Crébillon',
    urlKey: 'nantes-crebillon',
    storeType: 'boutique',
    address1: '9 rue Crébillon',
    postcode: '44000',
    city: 'Nantes',
    region: 'Pays de la Loire',
    telephone: '+33 2 61 91 50 01',
    latitude: 47.2133,
    longitude: -1.5616,
    openingHours: regional,
    specialHours: holidays(),
  },
  {
    identifier: 'strasbourg-grandes-arcades',
    name: 'Vitrine Strasbourg Kléber',
    urlKey: 'strasbourg-kleber',
    storeType: 'boutique',
    address1: '18 rue des Grandes Arcades',
    postcode: '67000',
    city: 'Strasbourg',
    region: 'Grand Est',
    telephone: '+33 3 53 01 40 02',
    latitude: 48.5831,
    longitude: 7.747,
    openingHours: boutique,
    specialHours: holidays({ sundayBeforeChristmas: true, alsaceMoselle: true }),
  },
  {
    identifier: 'montpellier-comedie',
    name: 'Vitrine Montpellier Comédie',
    urlKey: 'montpellier-comedie',
    storeType: 'boutique',
    address1: '7 rue de la Loge',
    postcode: '34000',
    city: 'Montpellier',
    region: 'Occitanie',
    telephone: '+33 4 65 71 20 03',
    latitude: 43.6103,
    longitude: 3.8769,
    openingHours: boutique,
    specialHours: holidays(),
  },
  {
    identifier: 'rennes-le-bastard',
    name: 'Vitrine Rennes centre',
    urlKey: 'rennes-centre',
    storeType: 'boutique',
    address1: '15 rue Le Bastard',
    postcode: '35000',
    city: 'Rennes',
    region: 'Bretagne',
    telephone: '+33 2 61 91 50 02',
    latitude: 48.1121,
    longitude: -1.68,
    openingHours: regional,
    specialHours: holidays(),
  },
  {
    identifier: 'nice-jean-medecin',
    name: 'Vitrine Nice Jean-Médecin',
    urlKey: 'nice-jean-medecin',
    storeType: 'boutique',
    address1: '32 avenue Jean-Médecin',
    postcode: '06000',
    city: 'Nice',
    region: 'Provence-Alpes-Côte d’Azur',
    telephone: '+33 4 65 71 20 04',
    latitude: 43.7019,
    longitude: 7.2667,
    openingHours: withSundayMorning,
    specialHours: holidays({ sundayBeforeChristmas: true }),
  },
  {
    identifier: 'grenoble-felix-poulat',
    name: 'Vitrine Grenoble centre',
    urlKey: 'grenoble-centre',
    storeType: 'boutique',
    address1: '12 rue Félix-Poulat',
    postcode: '38000',
    city: 'Grenoble',
    region: 'Auvergne-Rhône-Alpes',
    telephone: '+33 4 65 71 20 05',
    latitude: 45.1889,
    longitude: 5.7259,
    openingHours: regional,
    specialHours: holidays(),
  },
  {
    identifier: 'dijon-liberte-corner',
    name: 'Corner Vitrine Dijon Liberté',
    urlKey: 'dijon-liberte',
    storeType: 'corner',
    address1: '45 rue de la Liberté',
    address2: 'Rez-de-chaussée, espace bien-être',
    postcode: '21000',
    city: 'Dijon',
    region: 'Bourgogne-Franche-Comté',
    telephone: '+33 3 53 01 40 03',
    latitude: 47.3219,
    longitude: 5.0384,
    openingHours: corner,
    specialHours: holidays({ sundayBeforeChristmas: true }),
  },
  {
    identifier: 'tours-nationale',
    name: 'Vitrine Tours Nationale',
    urlKey: 'tours-nationale',
    storeType: 'boutique',
    address1: '60 rue Nationale',
    postcode: '37000',
    city: 'Tours',
    region: 'Centre-Val de Loire',
    telephone: '+33 2 61 91 50 03',
    latitude: 47.3929,
    longitude: 0.6882,
    openingHours: regional,
    specialHours: holidays(),
  },
  {
    identifier: 'rouen-gros-horloge',
    name: 'Vitrine Rouen Gros-Horloge',
    urlKey: 'rouen-gros-horloge',
    storeType: 'boutique',
    address1: '40 rue du Gros-Horloge',
    postcode: '76000',
    city: 'Rouen',
    region: 'Normandie',
    telephone: '+33 2 61 91 50 04',
    latitude: 49.4409,
    longitude: 1.0912,
    openingHours: regional,
    specialHours: holidays(),
  },
  {
    identifier: 'annecy-pharmacie-royale',
    name: 'Pharmacie Royale – espace Vitrine',
    urlKey: 'annecy-pharmacie-royale',
    storeType: 'pharmacie-partenaire',
    address1: '8 rue Royale',
    postcode: '74000',
    city: 'Annecy',
    region: 'Auvergne-Rhône-Alpes',
    telephone: '+33 4 65 71 20 06',
    latitude: 45.9009,
    longitude: 6.1252,
    openingHours: pharmacy,
    specialHours: holidays({ pharmacy: true }),
  },
  {
    identifier: 'ajaccio-cours-napoleon',
    name: 'Vitrine Ajaccio',
    urlKey: 'ajaccio-cours-napoleon',
    storeType: 'corner',
    address1: '21 cours Napoléon',
    address2: 'Galerie marchande, niveau 1',
    postcode: '20000',
    city: 'Ajaccio',
    region: 'Corse',
    telephone: '+33 4 65 71 20 07',
    latitude: 41.9246,
    longitude: 8.7365,
    openingHours: week(['09:30', '12:30'], ['09:30', '19:00'], ['09:30', '19:00'], ['09:30', '19:00']),
    specialHours: holidays(),
  },
];

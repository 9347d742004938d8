import type { SeedProduct } from '../types';
import { brands, configurable, flavour, html, packSize, packshots } from './helpers';

const { kinevia } = brands;

export const sport: SeedProduct[] = [
  configurable({
    sku: 'SPO-WHEY',
    name: 'Whey isolat native',
    urlKey: 'whey-isolat-native',
    categories: ['whey', 'meilleures-ventes', 'made-in-france'],
    brand: kinevia.name,
    form: 'poudre',
    dietary: ['sans-gluten', 'made-in-france'],
    shortDescription:
      'Un isolat de protéines de lactosérum issu de lait de pâturage français, microfiltré à froid : 27 g de protéines par dose.',
    description: html(
      'La whey « native » est extraite directement du lait, et non du petit-lait issu de la fabrication du fromage. Elle est microfiltrée à basse température, ce qui préserve la structure des protéines et donne une poudre au goût de lait très doux.',
      'Une dose de 30 g apporte 27 g de protéines, dont 3 g de leucine, pour moins de 1 g de sucres. Les protéines contribuent à augmenter la masse musculaire et au maintien de la masse musculaire.',
      'Elle se mélange en quelques secondes au shaker, dans de l’eau ou une boisson végétale. Trois saveurs : vanille de Madagascar, chocolat au cacao maigre, fraise. Produit analysé contre les substances dopantes.',
    ),
    ingredients:
      'Isolat de protéines de lactosérum natif (lait) 90 %, arôme naturel (vanille, chocolat ou fraise), cacao maigre en poudre (saveur chocolat), poudre de betterave rouge (saveur fraise), émulsifiant : lécithine de tournesol, édulcorant : glycosides de stéviol. Pour 30 g : protéines 27 g, glucides 0,9 g dont sucres 0,8 g, lipides 0,4 g, 116 kcal. Contient du lait.',
    dosage:
      '1 dose de 30 g (2 cuillères doseuses) dans 250 ml d’eau ou de boisson végétale, après l’entraînement ou en collation. À intégrer dans une alimentation variée et équilibrée et un mode de vie sain. Contient du lait. Tenir hors de portée des jeunes enfants.',
    position: 1,
    weight: 0.56,
    metaTitle: 'Whey isolat native, lait de pâturage français – 500 g ou 1 kg',
    metaDescription:
      'Whey isolat native microfiltrée à froid, 27 g de protéines par dose, lait de pâturage français. Vanille, chocolat ou fraise.',
    images: packshots('whey-isolat-native', 'Whey isolat native', 'poudre', {
      shape: 'jar',
      brand: kinevia,
      label: 'Whey isolat',
      sublabel: '500 g',
    }, ['front', 'side', 'back', 'content']),
    options: [
      packSize([['500', '500 g'], ['1000', '1 kg']]),
      flavour([['vanille', 'Vanille'], ['chocolat', 'Chocolat'], ['fraise', 'Fraise']]),
    ],
    rows: {
      '500/vanille': { price: 29.9, stock: 80 },
      '500/chocolat': { price: 29.9, stock: 120 },
      '500/fraise': { price: 29.9, stock: 35 },
      '1000/vanille': { price: 49.9, specialPrice: 44.9, stock: 60 },
      '1000/chocolat': { price: 49.9, stock: 0 },
      '1000/fraise': { price: 49.9, stock: 20 },
    },
    pack: { shape: 'jar', brand: kinevia, label: 'Whey isolat' },
    imageBase: 'whey-isolat-native',
  }),
  configurable({
    sku: 'SPO-PROT-VEG',
    name: 'Protéine végétale bio pois & riz',
    urlKey: 'proteine-vegetale-bio-pois-riz',
    categories: ['proteines-vegetales', 'vegan', 'bio'],
    brand: kinevia.name,
    form: 'poudre',
    dietary: ['bio', 'vegan', 'sans-gluten', 'sans-lactose'],
    shortDescription:
      'Un mélange bio de protéines de pois et de riz germé, complété par des graines de courge : 21 g de protéines par dose.',
    description: html(
      'Le pois est riche en lysine, le riz en acides aminés soufrés : associés, ils offrent un profil d’acides aminés complet, comparable à celui des protéines animales. Nous y avons ajouté de la protéine de graines de courge pour sa texture et son goût de noisette.',
      'Une dose de 30 g apporte 21 g de protéines. Les protéines contribuent au maintien de la masse musculaire et au maintien d’une ossature normale.',
      'Disponible en chocolat, en vanille ou en nature, à utiliser aussi dans les pancakes et les porridges.',
    ),
    ingredients:
      'Protéine de pois* 55 %, protéine de riz brun germé* 25 %, protéine de graines de courge* 10 %, cacao maigre en poudre* (saveur chocolat) ou poudre de gousse de vanille* (saveur vanille), sucre de coco* et arôme naturel* (sauf nature). *Issus de l’agriculture biologique. Pour 30 g (saveur nature) : protéines 21 g, glucides 1,5 g, lipides 2 g, 112 kcal.',
    dosage:
      '1 dose de 30 g dans 300 ml d’eau ou de boisson végétale, après l’effort ou au petit-déjeuner. À intégrer dans une alimentation variée et équilibrée. Tenir hors de portée des jeunes enfants.',
    position: 2,
    weight: 0.55,
    images: packshots('proteine-vegetale-bio-pois-riz', 'Protéine végétale bio pois & riz', 'poudre', {
      shape: 'pouch',
      brand: kinevia,
      label: 'Protéine végétale',
      sublabel: '500 g',
      color: '#2F4F3A',
    }),
    options: [flavour([['chocolat', 'Chocolat'], ['vanille', 'Vanille'], ['nature', 'Nature']])],
    rows: {
      chocolat: { price: 24.9, stock: 75 },
      vanille: { price: 24.9, stock: 50 },
      nature: { price: 22.9, stock: 30 },
    },
    pack: { shape: 'pouch', brand: kinevia, label: 'Protéine végétale', sublabel: '500 g', color: '#2F4F3A' },
    imageBase: 'proteine-vegetale-bio-pois-riz',
  }),
  configurable({
    sku: 'SPO-CREATINE',
    name: 'Créatine monohydrate',
    urlKey: 'creatine-monohydrate',
    categories: ['recuperation', 'vegan'],
    brand: kinevia.name,
    form: 'poudre',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose'],
    shortDescription:
      'De la créatine monohydrate pure, micronisée, sans arôme : 3 g par jour, à glisser dans n’importe quelle boisson.',
    description: html(
      'La créatine est l’un des compléments les plus étudiés en nutrition sportive. La créatine augmente la performance physique lors d’exercices courts, répétés et de haute intensité ; l’effet est obtenu avec 3 g par jour.',
      'Notre créatine est obtenue par synthèse, sans ingrédient d’origine animale, puis micronisée pour se dissoudre facilement. Elle n’a ni goût ni odeur.',
      'Pas besoin de phase de charge : une dose quotidienne, les jours d’entraînement comme les jours de repos.',
    ),
    ingredients: 'Créatine monohydrate micronisée, 100 %. Pour 3 g : créatine 3 g.',
    dosage:
      '3 g par jour (1 cuillère doseuse), dans un verre d’eau, un jus ou votre shaker de protéines. Buvez suffisamment tout au long de la journée. Déconseillé aux enfants, aux adolescents, aux femmes enceintes ou allaitantes et aux personnes souffrant d’insuffisance rénale. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.28,
    images: packshots('creatine-monohydrate', 'Créatine monohydrate', 'poudre', {
      shape: 'jar',
      brand: kinevia,
      label: 'Créatine',
      sublabel: '250 g',
      accent: '#4DA8DA',
    }),
    options: [packSize([['250', '250 g'], ['500', '500 g']])],
    rows: {
      '250': { price: 17.9, stock: 140 },
      '500': { price: 29.9, stock: 90 },
    },
    pack: { shape: 'jar', brand: kinevia, label: 'Créatine', accent: '#4DA8DA' },
    imageBase: 'creatine-monohydrate',
  }),
  configurable({
    sku: 'SPO-BCAA',
    name: 'BCAA 2:1:1 en poudre',
    urlKey: 'bcaa-2-1-1-poudre',
    categories: ['recuperation', 'vegan'],
    brand: kinevia.name,
    form: 'poudre',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose'],
    shortDescription:
      'Leucine, isoleucine et valine issues de fermentation végétale, dans une poudre instantanée au goût rafraîchissant.',
    description: html(
      'Les BCAA, ou acides aminés à chaîne ramifiée, sont la leucine, l’isoleucine et la valine. Ils sont ici présents dans un rapport de 2:1:1, le plus courant, et obtenus par fermentation de maïs, sans ingrédient d’origine animale.',
      'Une dose de 10 g se dissout instantanément dans 500 ml d’eau, à boire pendant l’entraînement. Deux saveurs : citron ou pêche.',
    ),
    ingredients:
      'L-leucine, L-isoleucine, L-valine, acidifiant : acide citrique, arôme naturel (citron ou pêche), émulsifiant : lécithine de tournesol, édulcorant : sucralose, colorant : curcumine (saveur citron) ou paprika (saveur pêche). Pour 10 g : L-leucine 4 g, L-isoleucine 2 g, L-valine 2 g.',
    dosage:
      '1 dose de 10 g dans 500 ml d’eau, pendant ou après l’entraînement. Ne pas dépasser 2 doses par jour. Déconseillé aux enfants, aux femmes enceintes ou allaitantes. Tenir hors de portée des jeunes enfants.',
    position: 4,
    weight: 0.33,
    images: packshots('bcaa-2-1-1-poudre', 'BCAA 2:1:1 en poudre', 'poudre', {
      shape: 'jar',
      brand: kinevia,
      label: 'BCAA 2:1:1',
      sublabel: '300 g',
    }),
    options: [flavour([['citron', 'Citron'], ['peche', 'Pêche']])],
    rows: {
      citron: { price: 21.9, stock: 45 },
      peche: { price: 21.9, stock: 60 },
    },
    pack: { shape: 'jar', brand: kinevia, label: 'BCAA 2:1:1', sublabel: '300 g' },
    imageBase: 'bcaa-2-1-1-poudre',
  }),
  configurable({
    sku: 'SPO-ELECTRO',
    name: 'Boisson d’effort électrolytes',
    urlKey: 'boisson-effort-electrolytes',
    categories: ['energie', 'recuperation', 'made-in-france'],
    brand: kinevia.name,
    form: 'poudre',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose', 'made-in-france'],
    shortDescription:
      'Une boisson isotonique à préparer, avec trois sources de glucides et du sodium, pour les sorties de plus d’une heure.',
    description: html(
      'Au-delà d’une heure d’effort, surtout par temps chaud, boire de l’eau seule ne suffit plus toujours. Cette boisson associe maltodextrine, dextrose et fructose à du sodium, du potassium et du magnésium.',
      'Préparée à raison de 40 g pour 500 ml, elle forme une solution glucidique-électrolytique isotonique. Les solutions glucidiques-électrolytiques contribuent au maintien de l’endurance lors d’un exercice d’endurance prolongé et améliorent l’absorption d’eau pendant l’exercice physique.',
      'Goût léger, peu sucré en bouche, pensé pour être bu pendant des heures sans écœurement.',
    ),
    ingredients:
      'Maltodextrine, dextrose, fructose, citrate de sodium, acidifiant : acide citrique, chlorure de sodium, citrate de potassium, arôme naturel (citron ou fruits rouges, sauf nature), carbonate de magnésium. Pour 40 g dans 500 ml : glucides 36 g, sodium 400 mg, potassium 120 mg, magnésium 38 mg (10 % VNR), 146 kcal.',
    dosage:
      '40 g (2 cuillères doseuses) dans 500 ml d’eau, à boire par petites gorgées pendant l’effort, soit environ un bidon par heure. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.53,
    images: packshots('boisson-effort-electrolytes', 'Boisson d’effort électrolytes', 'poudre', {
      shape: 'jar',
      brand: kinevia,
      label: 'Électrolytes',
      sublabel: '500 g',
    }),
    options: [flavour([['citron', 'Citron'], ['fruits-rouges', 'Fruits rouges'], ['nature', 'Nature']])],
    rows: {
      citron: { price: 16.9, stock: 55 },
      'fruits-rouges': { price: 16.9, stock: 70 },
      nature: { price: 16.9, stock: 28 },
    },
    pack: { shape: 'jar', brand: kinevia, label: 'Électrolytes', sublabel: '500 g' },
    imageBase: 'boisson-effort-electrolytes',
  }),
  {
    sku: 'SPO-GLUTAMINE',
    type: 'simple',
    name: 'L-glutamine en poudre',
    urlKey: 'l-glutamine-poudre',
    categories: ['recuperation', 'vegan'],
    price: 19.9,
    stock: 0,
    brand: kinevia.name,
    form: 'poudre',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose'],
    shortDescription: 'De la L-glutamine pure obtenue par fermentation, en poudre neutre à ajouter au shaker.',
    description: html(
      'La glutamine est l’acide aminé le plus abondant dans l’organisme. Cette poudre en contient 100 %, obtenue par fermentation végétale, sans arôme ni additif.',
      'Sans goût, elle s’ajoute facilement à une boisson de récupération ou à un shaker de protéines après l’entraînement.',
    ),
    ingredients: 'L-glutamine, 100 %. Pour 5 g : L-glutamine 5 g.',
    dosage:
      '5 g par jour (1 cuillère doseuse) dans une boisson, après l’entraînement. Déconseillé aux enfants, aux femmes enceintes ou allaitantes. Tenir hors de portée des jeunes enfants.',
    position: 6,
    weight: 0.33,
    images: packshots('l-glutamine-poudre', 'L-glutamine en poudre', 'poudre', {
      shape: 'jar',
      brand: kinevia,
      label: 'Glutamine',
      sublabel: '300 g',
      accent: '#A0A0A0',
    }),
  },
  {
    sku: 'SPO-CAFEINE',
    type: 'simple',
    name: 'Caféine naturelle de guarana',
    urlKey: 'cafeine-naturelle-guarana',
    categories: ['energie', 'made-in-france', 'vegan'],
    price: 12.9,
    stock: 118,
    brand: kinevia.name,
    form: 'comprimes',
    dietary: ['vegan', 'sans-gluten', 'made-in-france'],
    shortDescription:
      'Un comprimé de guarana apportant 100 mg de caféine, l’équivalent d’un expresso, à prendre avant l’effort.',
    description: html(
      'Les graines de guarana, une liane d’Amazonie, contiennent deux à trois fois plus de caféine que le grain de café. Notre extrait est standardisé pour garantir 100 mg de caféine par comprimé.',
      'La caféine contribue à augmenter la vigilance et la concentration (effet obtenu avec 75 mg). Prenez le comprimé 30 à 45 minutes avant l’entraînement ou la compétition.',
    ),
    ingredients:
      'Extrait de graine de guarana (Paullinia cupana) titré à 22 % de caféine, agent de charge : cellulose microcristalline, antiagglomérant : stéarate de magnésium végétal. Pour 1 comprimé : caféine 100 mg.',
    dosage:
      '1 comprimé par jour, 30 minutes avant l’effort. Ne pas dépasser 2 comprimés par jour. Contient de la caféine (100 mg par comprimé) : déconseillé aux enfants et aux femmes enceintes ou allaitantes. Éviter la prise en fin de journée et l’association avec d’autres sources de caféine. Tenir hors de portée des jeunes enfants.',
    position: 7,
    weight: 0.04,
    images: packshots('cafeine-naturelle-guarana', 'Caféine naturelle de guarana', 'comprimes', {
      shape: 'bottle',
      brand: kinevia,
      label: 'Caféine',
      sublabel: '60 comprimés',
      accent: '#B5543C',
    }, ['front', 'back']),
  },
  {
    sku: 'SPO-GEL-BIO',
    type: 'simple',
    name: 'Gels énergétiques bio citron-gingembre',
    urlKey: 'gels-energetiques-bio-citron-gingembre',
    categories: ['energie', 'bio', 'made-in-france'],
    price: 18.9,
    stock: 96,
    brand: kinevia.name,
    form: 'liquide',
    dietary: ['bio', 'vegan', 'sans-gluten', 'made-in-france'],
    shortDescription:
      'Douze gels de 32 g au sirop de riz et au jus de citron bio, une pointe de gingembre et une pincée de sel de Guérande.',
    description: html(
      'Pensés pour le trail et le vélo, ces gels apportent 22 g de glucides chacun, sous forme de sirop de riz et de jus de fruits bio. La texture est fluide et s’avale sans eau.',
      'Le citron et le gingembre leur donnent un goût franc et peu sucré, et le sel de Guérande compense une partie du sodium perdu dans la transpiration.',
      'L’emballage se referme grâce à son bouchon, pour ne rien jeter en chemin.',
    ),
    ingredients:
      'Sirop de riz*, jus de citron concentré*, eau, purée de pomme*, jus de gingembre*, sel de Guérande, gélifiant : gomme guar*. *Issus de l’agriculture biologique. Pour 1 gel de 32 g : glucides 22 g dont sucres 9 g, sodium 90 mg, 88 kcal.',
    dosage:
      '1 gel toutes les 30 à 45 minutes pendant un effort de plus d’une heure, suivi de quelques gorgées d’eau. Tenir hors de portée des jeunes enfants.',
    position: 8,
    weight: 0.42,
    images: packshots('gels-energetiques-bio-citron-gingembre', 'Gels énergétiques bio citron-gingembre', 'liquide', {
      shape: 'tube',
      brand: kinevia,
      label: 'Gel bio',
      sublabel: '12 × 32 g',
      quantity: '32 g',
      accent: '#F2C94C',
    }),
  },
  {
    sku: 'SPO-WHEY-CONC',
    type: 'simple',
    name: 'Whey concentrée, chocolat-noisette',
    urlKey: 'whey-concentree-chocolat-noisette',
    categories: ['whey', 'made-in-france'],
    price: 24.9,
    stock: 64,
    brand: kinevia.name,
    form: 'poudre',
    dietary: ['sans-gluten', 'made-in-france'],
    shortDescription:
      'Une whey concentrée onctueuse au goût de pâte à tartiner, 22 g de protéines par dose, à prix doux.',
    description: html(
      'Moins filtrée qu’un isolat, la whey concentrée conserve un peu plus de matières grasses et de lactose, ce qui lui donne une texture crémeuse et un goût plus rond. Une bonne option pour qui digère bien les produits laitiers.',
      'Une dose de 30 g apporte 22 g de protéines. Les protéines contribuent au maintien de la masse musculaire.',
      'Le cacao et la noisette torréfiée en font une boisson gourmande, à secouer avec du lait ou une boisson à l’avoine.',
    ),
    ingredients:
      'Concentré de protéines de lactosérum (lait) 85 %, cacao maigre en poudre 8 %, pâte de noisette torréfiée 3 %, arôme naturel, émulsifiant : lécithine de tournesol, épaississant : gomme xanthane, édulcorant : glycosides de stéviol. Pour 30 g : protéines 22 g, glucides 2,4 g dont sucres 1,9 g, lipides 2,2 g, 122 kcal. Contient du lait et des fruits à coque (noisette).',
    dosage:
      '1 dose de 30 g dans 250 ml de lait ou de boisson végétale, après l’entraînement ou en collation. À intégrer dans une alimentation variée et équilibrée. Contient du lait et de la noisette. Tenir hors de portée des jeunes enfants.',
    position: 9,
    weight: 1.05,
    images: packshots('whey-concentree-chocolat-noisette', 'Whey concentrée, chocolat-noisette', 'poudre', {
      shape: 'pouch',
      brand: kinevia,
      label: 'Whey choco-noisette',
      sublabel: '1 kg',
      accent: '#8B5A2B',
    }),
  },
  {
    sku: 'SPO-CHANVRE',
    type: 'simple',
    name: 'Protéine de chanvre bio',
    urlKey: 'proteine-de-chanvre-bio',
    categories: ['proteines-vegetales', 'bio', 'made-in-france'],
    price: 15.9,
    stock: 57,
    brand: kinevia.name,
    form: 'poudre',
    dietary: ['bio', 'vegan', 'sans-gluten', 'made-in-france'],
    shortDescription:
      'Des graines de chanvre bio cultivées en France, pressées à froid puis tamisées : une poudre verte riche en protéines et en fibres.',
    description: html(
      'Le chanvre alimentaire est cultivé en France depuis des siècles, notamment dans l’Aube et la Sarthe. Après pression à froid des graines pour en extraire l’huile, le tourteau est broyé puis tamisé finement pour obtenir cette poudre.',
      'Elle contient 50 % de protéines et 20 % de fibres, avec un goût de noisette et d’herbe fraîche. Les protéines contribuent au maintien d’une ossature normale.',
      'Sans aucun ajout, elle s’incorpore aux smoothies, aux pâtes à crêpes ou aux boulettes végétales.',
    ),
    ingredients:
      'Poudre de tourteau de graines de chanvre* (Cannabis sativa), 100 %. *Issue de l’agriculture biologique, origine France. Pour 30 g : protéines 15 g, fibres 6 g, lipides 3 g, 126 kcal.',
    dosage:
      '1 à 2 doses de 30 g par jour, dans une boisson ou une préparation culinaire. Tenir hors de portée des jeunes enfants.',
    position: 10,
    weight: 0.52,
    images: packshots('proteine-de-chanvre-bio', 'Protéine de chanvre bio', 'poudre', {
      shape: 'pouch',
      brand: kinevia,
      label: 'Chanvre bio',
      sublabel: '500 g',
      color: '#3F5E3A',
      accent: '#C9D6A3',
    }),
  },
];

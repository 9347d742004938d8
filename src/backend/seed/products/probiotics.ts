import type { SeedProduct } from '../types';
import { brands, configurable, html, packSize, packshots } from './helpers';

const { biotae, herbalune } = brands;

export const probiotics: SeedProduct[] = [
  configurable({
    sku: 'PRO-20MD',
    name: 'Ferments lactiques 20 milliards',
    urlKey: 'ferments-lactiques-20-milliards',
    categories: ['ferments-lactiques', 'meilleures-ventes', 'made-in-france'],
    brand: biotae.name,
    form: 'gelules',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose', 'made-in-france'],
    shortDescription:
      'Dix souches de lactobacilles et de bifidobactéries, 20 milliards d’UFC garantis jusqu’à la date de durabilité, en gélules gastro-résistantes.',
    description: html(
      'Ce complexe réunit dix souches référencées, sélectionnées pour leur diversité : six lactobacilles, trois bifidobactéries et <em>Streptococcus thermophilus</em>, le ferment traditionnel du yaourt.',
      'La quantité de 20 milliards d’unités formant colonies (UFC) est garantie jusqu’à la date de durabilité minimale, et non seulement au moment de la fabrication : nous surdosons à la production pour tenir compte de la perte naturelle de vitalité des ferments.',
      'La gélule végétale gastro-résistante est conçue pour traverser l’acidité de l’estomac. Le flacon, muni d’un dessiccant, se conserve à température ambiante, sans passage au réfrigérateur.',
    ),
    ingredients:
      'Ferments lactiques (Lacticaseibacillus rhamnosus, Lactobacillus acidophilus, Lactiplantibacillus plantarum, Lacticaseibacillus casei, Lactobacillus helveticus, Limosilactobacillus fermentum, Bifidobacterium longum, Bifidobacterium animalis subsp. lactis, Bifidobacterium bifidum, Streptococcus thermophilus), gélule gastro-résistante (hydroxypropylméthylcellulose, gomme gellane), agent de charge : amidon de pomme de terre, antiagglomérant : stéarate de magnésium végétal. Pour 1 gélule : 20 milliards d’UFC.',
    dosage:
      '1 gélule par jour, le matin à jeun avec un verre d’eau, en cure d’un mois minimum. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants. Conserver le flacon bien fermé, à l’abri de l’humidité.',
    position: 1,
    weight: 0.05,
    metaTitle: 'Ferments lactiques 20 milliards, 10 souches – gélules gastro-résistantes',
    metaDescription:
      '10 souches de ferments lactiques, 20 milliards d’UFC garantis jusqu’à la DDM, gélules végétales gastro-résistantes fabriquées en France.',
    images: packshots('ferments-lactiques-20-milliards', 'Ferments lactiques 20 milliards', 'gelules', {
      shape: 'bottle',
      brand: biotae,
      label: 'Flore 20 Md',
      sublabel: '30 gélules',
    }, ['front', 'side', 'back', 'content']),
    options: [packSize([['30', '30 gélules'], ['60', '60 gélules']])],
    rows: {
      '30': { price: 24.9, stock: 140 },
      '60': { price: 42.9, specialPrice: 37.9, stock: 60 },
    },
    pack: { shape: 'bottle', brand: biotae, label: 'Flore 20 Md' },
    imageBase: 'ferments-lactiques-20-milliards',
  }),
  {
    sku: 'PRO-BOULARDII',
    type: 'simple',
    name: 'Levure Saccharomyces boulardii',
    urlKey: 'levure-saccharomyces-boulardii',
    categories: ['ferments-lactiques', 'vegan'],
    price: 14.9,
    stock: 85,
    brand: biotae.name,
    form: 'gelules',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose'],
    shortDescription:
      'Une levure vivante qui se glisse facilement dans la trousse de voyage : 5 milliards d’UFC par gélule.',
    description: html(
      '<em>Saccharomyces boulardii</em> est une levure découverte dans les années 1920 sur la peau de fruits tropicaux. Contrairement aux bactéries lactiques, c’est un micro-organisme de la famille des champignons.',
      'Lyophilisée puis conditionnée en plaquettes individuelles, elle supporte bien la chaleur et les voyages. Chaque gélule en contient 5 milliards d’UFC.',
    ),
    ingredients:
      'Saccharomyces boulardii lyophilisée, gélule végétale (hydroxypropylméthylcellulose), agent de charge : amidon de maïs, antiagglomérant : stéarate de magnésium végétal. Pour 1 gélule : 5 milliards d’UFC.',
    dosage:
      '1 à 2 gélules par jour, avec un verre d’eau, en dehors des repas chauds. Déconseillé aux personnes immunodéprimées ou porteuses d’un cathéter veineux central. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 2,
    weight: 0.04,
    images: packshots('levure-saccharomyces-boulardii', 'Levure Saccharomyces boulardii', 'gelules', {
      shape: 'blister',
      brand: biotae,
      label: 'S. boulardii',
      sublabel: '30 gélules',
      accent: '#D98E04',
    }),
  },
  {
    sku: 'PRO-INULINE',
    type: 'simple',
    name: 'Ferments lactiques & inuline en sachets',
    urlKey: 'ferments-lactiques-inuline-sachets',
    categories: ['ferments-lactiques', 'fibres', 'vegan'],
    price: 18.9,
    specialPrice: 15.9,
    stock: 72,
    brand: biotae.name,
    form: 'sachets',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose'],
    shortDescription:
      'Quatorze sachets à diluer dans un verre d’eau : 10 milliards de ferments lactiques et 3 g d’inuline de chicorée.',
    description: html(
      'Pour ceux qui préfèrent boire plutôt qu’avaler une gélule, ce sachet associe sept souches de ferments lactiques à de l’inuline, une fibre soluble extraite de la racine de chicorée.',
      'La poudre, au goût neutre et légèrement sucré, se disperse dans un verre d’eau fraîche, un yaourt ou une compote. Évitez les boissons chaudes, qui altèrent les ferments.',
      'Un étui couvre une cure de deux semaines, idéale au retour de voyage ou au changement de saison.',
    ),
    ingredients:
      'Inuline de chicorée, agent de charge : maltodextrine, ferments lactiques (Lacticaseibacillus rhamnosus, Lactobacillus acidophilus, Lactiplantibacillus plantarum, Bifidobacterium longum, Bifidobacterium animalis subsp. lactis, Bifidobacterium breve, Streptococcus thermophilus), antiagglomérant : dioxyde de silicium. Pour 1 sachet de 4 g : inuline 3 g, ferments lactiques 10 milliards d’UFC.',
    dosage:
      '1 sachet par jour, dilué dans un verre d’eau froide ou tiède, le matin. Ne pas dépasser la dose journalière recommandée. L’inuline peut provoquer des ballonnements en début de cure. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.09,
    images: packshots('ferments-lactiques-inuline-sachets', 'Ferments lactiques & inuline en sachets', 'sachets', {
      shape: 'box',
      brand: biotae,
      label: 'Flore + fibres',
      sublabel: '14 sachets',
      accent: '#6AB187',
    }),
  },
  {
    sku: 'DIG-CHARBON',
    type: 'simple',
    name: 'Charbon végétal activé',
    urlKey: 'charbon-vegetal-active',
    categories: ['confort-digestif', 'made-in-france', 'vegan'],
    price: 7.9,
    stock: 260,
    brand: biotae.name,
    form: 'gelules',
    dietary: ['vegan', 'sans-lactose', 'made-in-france'],
    shortDescription:
      'Du charbon de bois de peuplier activé à la vapeur, en gélules de 500 mg, pour les repas copieux.',
    description: html(
      'Le charbon végétal est obtenu par carbonisation du bois de peuplier, puis activé à la vapeur d’eau à haute température, ce qui multiplie sa surface poreuse.',
      'Le charbon actif contribue à réduire les flatulences excessives après les repas. L’effet est obtenu avec 1 g pris au moins 30 minutes avant le repas et 1 g juste après.',
      'Le charbon colore les selles en noir : c’est sans conséquence.',
    ),
    ingredients:
      'Charbon végétal activé (bois de peuplier), gélule végétale (hydroxypropylméthylcellulose). Pour 4 gélules : charbon activé 2000 mg.',
    dosage:
      '2 gélules 30 minutes avant le repas et 2 gélules juste après, avec un grand verre d’eau. Prendre à au moins deux heures d’intervalle de tout médicament ou complément alimentaire, dont le charbon pourrait réduire l’absorption. Usage ponctuel. Tenir hors de portée des jeunes enfants.',
    position: 4,
    weight: 0.05,
    images: packshots('charbon-vegetal-active', 'Charbon végétal activé', 'gelules', {
      shape: 'bottle',
      brand: biotae,
      label: 'Charbon',
      sublabel: '60 gélules',
      color: '#2B2B2B',
      accent: '#1F8A70',
    }),
  },
  {
    sku: 'DIG-GINGEMBRE',
    type: 'simple',
    name: 'Gingembre bio',
    urlKey: 'gingembre-bio',
    categories: ['confort-digestif', 'bio', 'made-in-france'],
    price: 11.5,
    stock: 134,
    brand: herbalune.name,
    form: 'gelules',
    dietary: ['bio', 'vegan', 'sans-gluten', 'made-in-france'],
    shortDescription:
      'Rhizome de gingembre bio réduit en poudre fine, 1200 mg pour trois gélules.',
    description: html(
      'Épice emblématique des cuisines asiatiques, le gingembre est apprécié depuis longtemps à la fin des repas. Le gingembre contribue au confort digestif.',
      'Nos rhizomes bio proviennent du Pérou. Ils sont lavés, séchés puis broyés à basse température pour préserver leurs composés aromatiques, les gingérols.',
    ),
    ingredients:
      'Poudre de rhizome de gingembre* (Zingiber officinale), gélule végétale (hydroxypropylméthylcellulose). *Issu de l’agriculture biologique. Pour 3 gélules : gingembre 1200 mg.',
    dosage:
      '1 gélule au début de chaque repas, avec un verre d’eau, soit 3 par jour au maximum. Déconseillé aux femmes enceintes ou allaitantes, en cas de calculs biliaires ou de traitement anticoagulant. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.05,
    images: packshots('gingembre-bio', 'Gingembre bio', 'gelules', {
      shape: 'bottle',
      brand: herbalune,
      label: 'Gingembre bio',
      sublabel: '90 gélules',
      accent: '#E0B04A',
    }),
  },
  {
    sku: 'DIG-ENZYMES',
    type: 'simple',
    name: 'Enzymes digestives végétales',
    urlKey: 'enzymes-digestives-vegetales',
    categories: ['confort-digestif', 'vegan'],
    price: 19.9,
    stock: 0,
    brand: biotae.name,
    form: 'gelules',
    dietary: ['vegan', 'sans-lactose'],
    shortDescription:
      'Un large éventail d’enzymes d’origine végétale et fongique, avec de la papaïne et de la bromélaïne, à prendre en début de repas.',
    description: html(
      'Protéases, amylase, lipase, lactase, cellulase : cette formule réunit les principales familles d’enzymes qui interviennent dans la digestion des protéines, des glucides et des graisses.',
      'Elles sont obtenues par fermentation, complétées par la papaïne de la papaye et la bromélaïne de la tige d’ananas. Une gélule se prend au début des repas les plus riches.',
    ),
    ingredients:
      'Mélange d’enzymes (protéase, amylase, lipase, lactase, cellulase, alpha-galactosidase), papaïne, bromélaïne, gélule végétale (hydroxypropylméthylcellulose), agent de charge : farine de riz.',
    dosage:
      '1 gélule au début des deux principaux repas. Déconseillé en cas d’allergie à l’ananas ou à la papaye, d’ulcère gastrique ou de traitement anticoagulant. Tenir hors de portée des jeunes enfants.',
    position: 6,
    weight: 0.05,
    images: packshots('enzymes-digestives-vegetales', 'Enzymes digestives végétales', 'gelules', {
      shape: 'bottle',
      brand: biotae,
      label: 'Enzymes',
      sublabel: '60 gélules',
      accent: '#F28C28',
    }),
  },
  {
    sku: 'FIB-PSYLLIUM',
    type: 'simple',
    name: 'Psyllium blond bio en poudre',
    urlKey: 'psyllium-blond-bio-poudre',
    categories: ['fibres', 'bio', 'vegan'],
    price: 9.9,
    stock: 190,
    brand: herbalune.name,
    form: 'poudre',
    dietary: ['bio', 'vegan', 'sans-gluten'],
    shortDescription:
      'Téguments de psyllium blond bio, une fibre qui gonfle au contact de l’eau : un sachet refermable de 250 g.',
    description: html(
      'Le psyllium blond (<em>Plantago ovata</em>) est un plantain cultivé en Inde. Le tégument de ses graines est constitué à plus de 80 % de fibres solubles, capables d’absorber jusqu’à quarante fois leur poids en eau.',
      'Il s’ajoute à un grand verre d’eau, à un jus ou à un yaourt. Il est aussi très utilisé en pâtisserie sans gluten pour donner de la tenue aux pâtes.',
      'Commencez par une cuillère à café par jour et augmentez progressivement, en buvant suffisamment.',
    ),
    ingredients: 'Téguments de graines de psyllium blond* (Plantago ovata), 100 %. *Issu de l’agriculture biologique.',
    dosage:
      '1 à 2 cuillères à café (5 à 10 g) par jour, à mélanger dans au moins 200 ml d’eau et à boire aussitôt, suivies d’un autre verre d’eau. Prendre à deux heures d’intervalle de tout médicament. Ne pas prendre au coucher. Tenir hors de portée des jeunes enfants.',
    position: 7,
    weight: 0.27,
    images: packshots('psyllium-blond-bio-poudre', 'Psyllium blond bio en poudre', 'poudre', {
      shape: 'pouch',
      brand: herbalune,
      label: 'Psyllium bio',
      sublabel: '250 g',
      accent: '#D8C7A3',
    }),
  },
];

import type { SeedProduct } from '../types';
import { brands, configurable, flavour, html, packshots } from './helpers';

const { belleval } = brands;

export const beauty: SeedProduct[] = [
  configurable({
    sku: 'BEA-COLLAGENE',
    name: 'Collagène marin hydrolysé',
    urlKey: 'collagene-marin-hydrolyse',
    categories: ['collagene', 'peau', 'meilleures-ventes'],
    brand: belleval.name,
    form: 'poudre',
    dietary: ['sans-gluten', 'sans-lactose'],
    shortDescription:
      'Des peptides de collagène marin de type I, enrichis en vitamine C, à dissoudre dans une boisson chaude ou froide. Pot de 300 g.',
    description: html(
      'Le collagène est la protéine la plus abondante du corps humain. Celui-ci est extrait de la peau de poissons sauvages de l’Atlantique Nord, puis hydrolysé en petits peptides d’environ 2000 daltons, qui se dissolvent instantanément.',
      'Chaque dose de 10 g est enrichie de 40 mg de vitamine C. La vitamine C contribue à la formation normale de collagène pour assurer la fonction normale de la peau, des os, du cartilage et des gencives.',
      'La version nature est sans goût et disparaît dans un café ou un yaourt ; les versions citron et fruits rouges se boivent simplement avec de l’eau fraîche.',
    ),
    ingredients:
      'Peptides de collagène hydrolysé de poisson 96 %, acide L-ascorbique, arôme naturel (citron ou fruits rouges, sauf nature), jus de betterave rouge en poudre (fruits rouges), édulcorant : glycosides de stéviol (sauf nature). Pour 10 g : collagène 9,6 g, vitamine C 40 mg (50 % VNR). Contient du poisson.',
    dosage:
      '1 dose de 10 g (1 cuillère doseuse) par jour, dans 200 ml de boisson chaude ou froide. Cure de 30 jours minimum. Déconseillé en cas d’allergie au poisson. Tenir hors de portée des jeunes enfants.',
    position: 1,
    weight: 0.36,
    metaTitle: 'Collagène marin hydrolysé + vitamine C – poudre',
    metaDescription:
      'Peptides de collagène marin de type I enrichis en vitamine C, 10 g par jour. Nature, citron ou fruits rouges, pot de 300 g.',
    images: packshots('collagene-marin-hydrolyse', 'Collagène marin hydrolysé', 'poudre', {
      shape: 'jar',
      brand: belleval,
      label: 'Collagène marin',
      sublabel: '300 g',
    }, ['front', 'side', 'back', 'content']),
    options: [flavour([['nature', 'Nature'], ['citron', 'Citron'], ['fruits-rouges', 'Fruits rouges']])],
    rows: {
      nature: { price: 34.9, stock: 65 },
      citron: { price: 34.9, stock: 40 },
      'fruits-rouges': { price: 34.9, specialPrice: 29.9, stock: 22 },
    },
    pack: { shape: 'jar', brand: belleval, label: 'Collagène marin', sublabel: '300 g' },
    imageBase: 'collagene-marin-hydrolyse',
  }),
  {
    sku: 'BEA-COLL-HYAL',
    type: 'simple',
    name: 'Collagène, acide hyaluronique & vitamine C',
    urlKey: 'collagene-acide-hyaluronique-vitamine-c',
    categories: ['collagene', 'peau', 'made-in-france'],
    price: 26.9,
    stock: 54,
    brand: belleval.name,
    form: 'gelules',
    dietary: ['sans-lactose', 'made-in-france'],
    shortDescription:
      'Le trio beauté en gélules, pour celles et ceux qui n’ont pas envie de préparer une boisson chaque matin.',
    description: html(
      'Cette formule réunit du collagène marin hydrolysé, de l’acide hyaluronique obtenu par fermentation et de la vitamine C d’acérola, dans des gélules fabriquées en Bretagne.',
      'La vitamine C contribue à la formation normale de collagène pour assurer la fonction normale de la peau et à protéger les cellules contre le stress oxydatif.',
      'Comptez trois gélules par jour, à prendre en une fois le matin ou à répartir entre les repas.',
    ),
    ingredients:
      'Peptides de collagène hydrolysé de poisson, gélule (gélatine de poisson), hyaluronate de sodium, extrait d’acérola (Malpighia glabra) titré à 25 % de vitamine C, antiagglomérant : stéarate de magnésium végétal. Pour 3 gélules : collagène 1200 mg, acide hyaluronique 120 mg, vitamine C 40 mg (50 % VNR). Contient du poisson.',
    dosage:
      '3 gélules par jour, avec un grand verre d’eau. Cure de 2 à 3 mois. Déconseillé aux femmes enceintes ou allaitantes et en cas d’allergie au poisson. Tenir hors de portée des jeunes enfants.',
    position: 2,
    weight: 0.09,
    images: packshots('collagene-acide-hyaluronique-vitamine-c', 'Collagène, acide hyaluronique & vitamine C', 'gelules', {
      shape: 'bottle',
      brand: belleval,
      label: 'Collagène + AH',
      sublabel: '90 gélules',
    }),
  },
  {
    sku: 'BEA-CHEVEUX',
    type: 'simple',
    name: 'Cheveux & ongles',
    urlKey: 'cheveux-ongles-biotine-zinc',
    categories: ['cheveux-ongles', 'meilleures-ventes', 'made-in-france'],
    price: 19.9,
    specialPrice: 16.9,
    stock: 170,
    brand: belleval.name,
    form: 'gelules',
    dietary: ['vegan', 'sans-gluten', 'made-in-france'],
    shortDescription:
      'Biotine, zinc et sélénium associés à des acides aminés soufrés et à du millet, à prendre en cure de trois mois (un flacon par mois).',
    description: html(
      'Les cheveux et les ongles sont principalement constitués de kératine, une protéine riche en acides aminés soufrés. Cette formule apporte de la L-cystine et de la L-méthionine, ainsi que de l’extrait de graines de millet.',
      'Elle contient surtout trois nutriments dont le rôle est reconnu : la biotine et le zinc contribuent au maintien de cheveux normaux, le zinc et le sélénium au maintien d’ongles normaux.',
      'Les cheveux poussent d’environ un centimètre par mois : une cure de trois mois est conseillée avant d’en juger.',
    ),
    ingredients:
      'L-cystine, extrait de graine de millet (Panicum miliaceum), gélule végétale (hydroxypropylméthylcellulose), L-méthionine, bisglycinate de zinc, nicotinamide, D-pantothénate de calcium, L-sélénométhionine, D-biotine. Pour 2 gélules : L-cystine 300 mg, millet 200 mg, L-méthionine 100 mg, zinc 10 mg (100 % VNR), vitamine B3 16 mg (100 % VNR), vitamine B5 6 mg (100 % VNR), sélénium 55 µg (100 % VNR), biotine 150 µg (300 % VNR).',
    dosage:
      '2 gélules par jour, au cours du petit-déjeuner. La biotine peut fausser certains examens sanguins : signalez sa prise à votre laboratoire d’analyses. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.06,
    images: packshots('cheveux-ongles-biotine-zinc', 'Cheveux & ongles', 'gelules', {
      shape: 'bottle',
      brand: belleval,
      label: 'Cheveux & ongles',
      sublabel: '60 gélules',
      accent: '#8C5E58',
    }, ['front', 'side', 'back', 'content']),
  },
  {
    sku: 'BEA-LEVURE',
    type: 'simple',
    name: 'Levure de bière & germe de blé',
    urlKey: 'levure-de-biere-germe-de-ble',
    categories: ['cheveux-ongles', 'made-in-france'],
    price: 9.9,
    stock: 0,
    brand: belleval.name,
    form: 'comprimes',
    dietary: ['made-in-france'],
    shortDescription:
      'Le classique des cures de printemps : levure de bière et germe de blé, naturellement riches en vitamines du groupe B.',
    description: html(
      'La levure de bière et le germe de blé sont deux aliments traditionnels, naturellement riches en protéines, en vitamines du groupe B et en minéraux.',
      'Quatre comprimés apportent 0,4 mg de vitamine B2 et 0,3 mg de vitamine B1. La riboflavine (vitamine B2) contribue au maintien d’une peau normale et de muqueuses normales.',
      'Contient du gluten : ne convient pas aux personnes intolérantes.',
    ),
    ingredients:
      'Levure de bière (Saccharomyces cerevisiae) 60 %, germe de blé 30 %, agent de charge : cellulose microcristalline, antiagglomérant : stéarate de magnésium végétal. Pour 4 comprimés : levure 1200 mg, germe de blé 600 mg, vitamine B1 0,3 mg (27 % VNR), vitamine B2 0,4 mg (29 % VNR). Contient du gluten.',
    dosage:
      '4 comprimés par jour, au cours des repas. Cure de 2 mois. Tenir hors de portée des jeunes enfants.',
    position: 4,
    weight: 0.11,
    images: packshots('levure-de-biere-germe-de-ble', 'Levure de bière & germe de blé', 'comprimes', {
      shape: 'box',
      brand: belleval,
      label: 'Levure de bière',
      sublabel: '120 comprimés',
      accent: '#C9A66B',
    }),
  },
  {
    sku: 'BEA-SILICIUM',
    type: 'simple',
    name: 'Silicium organique buvable',
    urlKey: 'silicium-organique-buvable',
    categories: ['cheveux-ongles', 'peau', 'made-in-france'],
    price: 21.9,
    stock: 38,
    brand: belleval.name,
    form: 'liquide',
    dietary: ['vegan', 'sans-lactose', 'made-in-france'],
    shortDescription:
      'Du silicium organique stabilisé, en solution buvable incolore, à prendre chaque matin au bouchon doseur.',
    description: html(
      'Le silicium est un oligo-élément présent dans les céréales complètes, certaines eaux minérales et des plantes comme la prêle. Cette solution en apporte 10 mg par dose, sous forme de monométhylsilanetriol, une forme organique stable.',
      'Le liquide, limpide et presque sans goût, se boit pur ou dans un peu d’eau. Le flacon d’un demi-litre couvre un peu plus d’un mois.',
    ),
    ingredients:
      'Eau purifiée, monométhylsilanetriol, conservateur : sorbate de potassium. Pour 15 ml : silicium 10 mg.',
    dosage:
      '15 ml (1 bouchon doseur) par jour, le matin à jeun, pur ou dilué. Ne pas mettre au réfrigérateur. Déconseillé aux femmes enceintes ou allaitantes et aux enfants. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.56,
    images: packshots('silicium-organique-buvable', 'Silicium organique buvable', 'liquide', {
      shape: 'bottle',
      brand: belleval,
      label: 'Silicium',
      sublabel: '500 ml',
      accent: '#6A8EAE',
    }),
  },
  {
    sku: 'BEA-SOLEIL',
    type: 'simple',
    name: 'Capsules Éclat d’été',
    urlKey: 'capsules-eclat-ete',
    categories: ['peau', 'nouveautes'],
    price: 16.9,
    stock: 102,
    brand: belleval.name,
    form: 'capsules',
    dietary: ['sans-lactose'],
    shortDescription:
      'Caroténoïdes, cuivre et vitamine E dans une capsule à commencer trois semaines avant les vacances.',
    description: html(
      'Bêta-carotène d’algue, lycopène de tomate et lutéine de tagète : trois caroténoïdes, ces pigments orangés des fruits et légumes, réunis dans une huile de tournesol.',
      'La capsule apporte aussi du cuivre, qui contribue à la pigmentation normale de la peau, et de la vitamine E, qui contribue à protéger les cellules contre le stress oxydatif.',
      '<p>Ce complément ne remplace pas une protection solaire : continuez d’utiliser une crème adaptée et d’éviter l’exposition aux heures les plus chaudes.</p>',
    ),
    ingredients:
      'Huile de tournesol, enveloppe de la capsule (gélatine bovine, humectant : glycérol, eau, colorant : oxyde de fer), bêta-carotène d’algue (Dunaliella salina), extrait de tomate riche en lycopène, acétate de DL-alpha-tocophéryle, extrait de fleur de tagète riche en lutéine, gluconate de cuivre. Pour 1 capsule : bêta-carotène 6 mg, lycopène 5 mg, lutéine 3 mg, vitamine E 12 mg (100 % VNR), cuivre 1 mg (100 % VNR).',
    dosage:
      '1 capsule par jour, au cours d’un repas, à commencer 3 semaines avant l’exposition. Déconseillé aux fumeurs et anciens gros fumeurs en raison de la présence de bêta-carotène. Déconseillé aux femmes enceintes ou allaitantes. Tenir hors de portée des jeunes enfants.',
    position: 6,
    weight: 0.04,
    images: packshots('capsules-eclat-ete', 'Capsules Éclat d’été', 'capsules', {
      shape: 'blister',
      brand: belleval,
      label: 'Éclat d’été',
      sublabel: '30 capsules',
      accent: '#E9804C',
    }),
  },
  {
    sku: 'BEA-HYALURONIQUE',
    type: 'simple',
    name: 'Acide hyaluronique 200 mg',
    urlKey: 'acide-hyaluronique-200',
    categories: ['peau', 'vegan', 'made-in-france'],
    price: 22.9,
    stock: 81,
    brand: belleval.name,
    form: 'gelules',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Une gélule par jour de hyaluronate de sodium d’origine non animale, associé au zinc.',
    description: html(
      'L’acide hyaluronique est une molécule naturellement présente dans la peau, capable de retenir de grandes quantités d’eau. Le nôtre est obtenu par fermentation bactérienne, sans ingrédient d’origine animale, contrairement aux extraits de crête de coq.',
      'La gélule contient aussi du zinc, qui contribue au maintien d’une peau normale.',
    ),
    ingredients:
      'Hyaluronate de sodium (obtenu par fermentation), gélule végétale (hydroxypropylméthylcellulose), gluconate de zinc, agent de charge : farine de riz. Pour 1 gélule : acide hyaluronique 200 mg, zinc 5 mg (50 % VNR).',
    dosage:
      '1 gélule par jour, avec un grand verre d’eau. Déconseillé aux femmes enceintes ou allaitantes et aux enfants. Tenir hors de portée des jeunes enfants.',
    position: 7,
    weight: 0.04,
    images: packshots('acide-hyaluronique-200', 'Acide hyaluronique 200 mg', 'gelules', {
      shape: 'bottle',
      brand: belleval,
      label: 'Hyaluronique',
      sublabel: '60 gélules',
      accent: '#7FA7C9',
    }),
  },
  {
    sku: 'BEA-GOMMES-CHEVEUX',
    type: 'simple',
    name: 'Gommes cheveux à la biotine',
    urlKey: 'gommes-cheveux-biotine',
    categories: ['cheveux-ongles', 'nouveautes', 'vegan'],
    price: 17.9,
    stock: 140,
    brand: belleval.name,
    form: 'gommes',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose'],
    shortDescription:
      'Deux gommes à la pectine, au goût de fraise, avec biotine, zinc et vitamine B12.',
    description: html(
      'Pour celles et ceux qui oublient leurs gélules, deux gommes à la fraise remplacent la cure classique. Elles sont à base de pectine de fruits et ne contiennent pas de gélatine.',
      'Elles apportent de la biotine et du zinc, qui contribuent au maintien de cheveux normaux, ainsi que de la vitamine B12, qui contribue à réduire la fatigue.',
    ),
    ingredients:
      'Sucre, sirop de glucose, eau, gélifiant : pectine, acidifiants : acide citrique, citrates de sodium, citrate de zinc, arôme naturel de fraise, concentrés de radis pourpre et de carotte noire, agent d’enrobage : huile de coco, D-biotine, cyanocobalamine. Pour 2 gommes : biotine 100 µg (200 % VNR), zinc 5 mg (50 % VNR), vitamine B12 2,5 µg (100 % VNR).',
    dosage:
      '2 gommes par jour, à mâcher. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants, qui pourraient les confondre avec des bonbons.',
    position: 8,
    weight: 0.17,
    images: packshots('gommes-cheveux-biotine', 'Gommes cheveux à la biotine', 'gommes', {
      shape: 'jar',
      brand: belleval,
      label: 'Gommes cheveux',
      sublabel: '60 gommes',
      accent: '#E4576E',
    }),
  },
];

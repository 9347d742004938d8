import type { SeedProduct } from '../types';
import { brands, configurable, flavour, html, packshots } from './helpers';

const { serenoe } = brands;

const melatoninWarning =
  'Déconseillé aux femmes enceintes ou allaitantes, aux enfants et adolescents, aux personnes souffrant de maladies inflammatoires ou auto-immunes, d’épilepsie, d’asthme ou de troubles de l’humeur. Éviter la conduite après la prise. Demandez l’avis de votre médecin en cas de traitement.';

export const sleepStress: SeedProduct[] = [
  {
    sku: 'SOM-MELA-SPRAY',
    type: 'simple',
    name: 'Mélatonine en spray, lavande',
    urlKey: 'melatonine-spray-sommeil',
    categories: ['sommeil', 'meilleures-ventes', 'made-in-france'],
    price: 12.9,
    specialPrice: 10.9,
    stock: 220,
    brand: serenoe.name,
    form: 'liquide',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Deux pulvérisations sous la langue au moment du coucher : 1 mg de mélatonine, avec une note de lavande et de mélisse.',
    description: html(
      'La mélatonine est une hormone que le corps sécrète naturellement à la tombée de la nuit. Prise peu avant le coucher, à raison de 1 mg, la mélatonine contribue à réduire le temps d’endormissement.',
      'Le spray permet une prise simple, sans eau, et un dosage précis : chaque pulvérisation délivre 0,5 mg. Nous y avons ajouté des extraits de mélisse et de lavande, pour une note aromatique douce.',
      'Le flacon de 20 ml contient environ 200 pulvérisations, soit plus de trois mois d’utilisation.',
    ),
    ingredients:
      'Eau, humectant : glycérine végétale, extrait de feuille de mélisse (Melissa officinalis), arôme naturel de lavande, conservateur : sorbate de potassium, acidifiant : acide citrique, édulcorant : glycosides de stéviol, mélatonine. Pour 2 pulvérisations : mélatonine 1 mg.',
    dosage: `2 pulvérisations sous la langue, 15 à 30 minutes avant le coucher. Ne pas dépasser 2 pulvérisations par jour. ${melatoninWarning} Tenir hors de portée des jeunes enfants.`,
    position: 1,
    weight: 0.05,
    metaTitle: 'Mélatonine 1 mg en spray à la lavande',
    metaDescription:
      'Spray sublingual de mélatonine, 1 mg en deux pulvérisations, aux extraits de mélisse et de lavande. Fabriqué en France.',
    images: packshots('melatonine-spray-sommeil', 'Mélatonine en spray, lavande', 'liquide', {
      shape: 'bottle',
      brand: serenoe,
      label: 'Mélatonine',
      sublabel: '20 ml',
    }, ['front', 'side', 'back']),
  },
  configurable({
    sku: 'SOM-GOMMES',
    name: 'Gommes sommeil mélatonine & camomille',
    urlKey: 'gommes-sommeil-melatonine-camomille',
    categories: ['sommeil', 'nouveautes', 'vegan'],
    brand: serenoe.name,
    form: 'gommes',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose'],
    shortDescription:
      'Une gomme végétale au coucher : 1 mg de mélatonine et de l’extrait de camomille, sans gélatine.',
    description: html(
      'Ces gommes à la pectine de fruits remplacent le comprimé du soir par un petit moment gourmand. Chacune apporte 1 mg de mélatonine, qui contribue à réduire le temps d’endormissement lorsqu’elle est prise peu avant le coucher.',
      'Elles contiennent aussi de l’extrait de fleur de camomille matricaire et sont colorées uniquement avec des concentrés de fruits et de légumes.',
      'Deux saveurs au choix : myrtille ou fruits rouges. Un pot de 60 gommes couvre deux mois.',
    ),
    ingredients:
      'Sirop de glucose, sucre, eau, gélifiant : pectine, acidifiants : acide citrique, citrates de sodium, extrait de fleur de camomille (Matricaria chamomilla), concentrés de carotte pourpre et de cassis, arôme naturel (myrtille ou fruits rouges), agent d’enrobage : cire de carnauba, mélatonine. Pour 1 gomme : mélatonine 1 mg, camomille 20 mg.',
    dosage: `1 gomme à mâcher 30 minutes avant le coucher. Ne pas dépasser 1 gomme par jour. ${melatoninWarning} Tenir hors de portée des enfants, qui pourraient les confondre avec des bonbons.`,
    position: 2,
    weight: 0.18,
    images: packshots('gommes-sommeil-melatonine-camomille', 'Gommes sommeil mélatonine & camomille', 'gommes', {
      shape: 'jar',
      brand: serenoe,
      label: 'Gommes sommeil',
      sublabel: '60 gommes',
    }),
    options: [flavour([['myrtille', 'Myrtille'], ['fruits-rouges', 'Fruits rouges']])],
    rows: {
      myrtille: { price: 14.9, stock: 95 },
      'fruits-rouges': { price: 14.9, stock: 40 },
    },
    pack: { shape: 'jar', brand: serenoe, label: 'Gommes sommeil', sublabel: '60 gommes' },
    imageBase: 'gommes-sommeil-melatonine-camomille',
  }),
  {
    sku: 'SOM-VALERIANE',
    type: 'simple',
    name: 'Valériane, passiflore & mélisse',
    urlKey: 'valeriane-passiflore-melisse',
    categories: ['sommeil', 'made-in-france', 'vegan'],
    price: 13.9,
    stock: 130,
    brand: serenoe.name,
    form: 'gelules',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Trois plantes de la nuit réunies en gélules, sans mélatonine, pour celles et ceux qui préfèrent une formule 100 % végétale.',
    description: html(
      'La valériane, la passiflore et la mélisse sont utilisées depuis longtemps en tisane le soir. Ici, elles sont concentrées sous forme d’extraits secs, ce qui évite d’avoir à boire une grande tasse avant de se coucher.',
      'La valériane contribue à un sommeil naturel. La mélisse et la passiflore contribuent à la relaxation.',
      'Une formule sans mélatonine, qui peut être prise en cure de plusieurs semaines.',
    ),
    ingredients:
      'Extrait de racine de valériane (Valeriana officinalis), extrait de parties aériennes de passiflore (Passiflora incarnata), extrait de feuille de mélisse (Melissa officinalis), gélule végétale (hydroxypropylméthylcellulose), antiagglomérant : dioxyde de silicium. Pour 2 gélules : valériane 300 mg, passiflore 200 mg, mélisse 150 mg.',
    dosage:
      '2 gélules le soir, une heure avant le coucher, avec un verre d’eau. Peut entraîner une somnolence : éviter la conduite après la prise. Déconseillé aux femmes enceintes ou allaitantes et aux enfants. Ne pas associer à des médicaments sédatifs. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.05,
    images: packshots('valeriane-passiflore-melisse', 'Valériane, passiflore & mélisse', 'gelules', {
      shape: 'bottle',
      brand: serenoe,
      label: 'Nuit paisible',
      sublabel: '60 gélules',
      accent: '#8FB996',
    }),
  },
  {
    sku: 'STR-SAFRAN',
    type: 'simple',
    name: 'Safran & vitamine B6',
    urlKey: 'safran-vitamine-b6',
    categories: ['relaxation', 'nouveautes', 'made-in-france'],
    price: 24.9,
    stock: 58,
    brand: serenoe.name,
    form: 'gelules',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Un extrait de stigmates de safran titré, associé à la vitamine B6, dans une petite gélule à prendre le matin.',
    description: html(
      'Il faut environ 150 000 fleurs de crocus pour obtenir un kilo de safran : c’est l’épice la plus précieuse du monde. Notre extrait provient des stigmates de <em>Crocus sativus</em> cultivé en Espagne et titré en safranal.',
      'Le safran contribue à l’équilibre émotionnel. La vitamine B6 contribue à des fonctions psychologiques normales et à réduire la fatigue.',
      'Une cure de deux mois est conseillée, avec une gélule chaque matin.',
    ),
    ingredients:
      'Agent de charge : cellulose microcristalline, gélule végétale (hydroxypropylméthylcellulose), extrait de stigmate de safran (Crocus sativus) titré à 2 % de safranal, chlorhydrate de pyridoxine. Pour 1 gélule : extrait de safran 30 mg, vitamine B6 1,4 mg (100 % VNR).',
    dosage:
      '1 gélule par jour, le matin. Déconseillé aux femmes enceintes ou allaitantes, aux enfants et en cas de traitement antidépresseur, sauf avis médical. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 4,
    weight: 0.04,
    images: packshots('safran-vitamine-b6', 'Safran & vitamine B6', 'gelules', {
      shape: 'bottle',
      brand: serenoe,
      label: 'Safran',
      sublabel: '60 gélules',
      accent: '#E35F2B',
    }),
  },
  {
    sku: 'STR-GRIFFONIA',
    type: 'simple',
    name: 'Griffonia 5-HTP',
    urlKey: 'griffonia-5-htp',
    categories: ['relaxation', 'vegan'],
    price: 15.9,
    stock: 0,
    brand: serenoe.name,
    form: 'gelules',
    dietary: ['vegan'],
    shortDescription:
      'Extrait de graines de griffonia titré en 5-HTP, un acide aminé naturellement présent dans cette plante africaine.',
    description: html(
      '<em>Griffonia simplicifolia</em> est une liane d’Afrique de l’Ouest dont les graines sont riches en 5-hydroxytryptophane, ou 5-HTP, un dérivé du tryptophane.',
      'Chaque gélule contient 50 mg de 5-HTP, associés à de la vitamine B6, qui contribue à des fonctions psychologiques normales. Une formule à utiliser en cures courtes.',
    ),
    ingredients:
      'Extrait de graine de griffonia (Griffonia simplicifolia) titré à 98 % de 5-HTP, agent de charge : farine de riz, gélule végétale (hydroxypropylméthylcellulose), chlorhydrate de pyridoxine. Pour 1 gélule : 5-HTP 50 mg, vitamine B6 0,7 mg (50 % VNR).',
    dosage:
      '1 gélule par jour, en fin d’après-midi. Ne pas associer à un traitement antidépresseur, antimigraineux ou à d’autres produits contenant du 5-HTP ou du tryptophane. Déconseillé aux femmes enceintes ou allaitantes et aux enfants. Cure de 4 semaines maximum. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.04,
    images: packshots('griffonia-5-htp', 'Griffonia 5-HTP', 'gelules', {
      shape: 'bottle',
      brand: serenoe,
      label: 'Griffonia',
      sublabel: '60 gélules',
      accent: '#9C6644',
    }, ['front', 'back']),
  },
  {
    sku: 'STR-THEANINE',
    type: 'simple',
    name: 'L-théanine & magnésium',
    urlKey: 'l-theanine-magnesium',
    categories: ['relaxation', 'magnesium', 'vegan'],
    price: 19.5,
    stock: 74,
    brand: serenoe.name,
    form: 'gelules',
    dietary: ['vegan', 'sans-lactose'],
    shortDescription:
      'La L-théanine, acide aminé du thé vert, associée au magnésium bisglycinate et à la vitamine B6.',
    description: html(
      'La L-théanine est un acide aminé présent dans les feuilles de thé, en particulier dans les thés verts japonais ombrés avant la récolte. Elle est obtenue ici par fermentation, sans caféine.',
      'Elle est associée au magnésium et à la vitamine B6, qui contribuent tous deux à des fonctions psychologiques normales et au fonctionnement normal du système nerveux.',
      'À prendre aux moments de la journée qui vous semblent les plus chargés.',
    ),
    ingredients:
      'Bisglycinate de magnésium, L-théanine, gélule végétale (hydroxypropylméthylcellulose), chlorhydrate de pyridoxine. Pour 2 gélules : L-théanine 200 mg, magnésium 100 mg (27 % VNR), vitamine B6 1,4 mg (100 % VNR).',
    dosage:
      '2 gélules par jour, en une ou deux prises. Déconseillé aux femmes enceintes ou allaitantes et aux enfants. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 6,
    weight: 0.06,
    images: packshots('l-theanine-magnesium', 'L-théanine & magnésium', 'gelules', {
      shape: 'bottle',
      brand: serenoe,
      label: 'L-théanine',
      sublabel: '60 gélules',
      accent: '#7FB77E',
    }),
  },
  {
    sku: 'STR-PASSIFLORE',
    type: 'simple',
    name: 'Passiflore & aubépine bio',
    urlKey: 'passiflore-aubepine-bio',
    categories: ['relaxation', 'bio', 'made-in-france'],
    price: 11.9,
    stock: 112,
    brand: serenoe.name,
    form: 'gelules',
    dietary: ['bio', 'vegan', 'made-in-france'],
    shortDescription:
      'Deux plantes bio cultivées en France, en poudre de plante entière, pour les journées qui s’étirent.',
    description: html(
      'Les parties aériennes de la passiflore et les sommités fleuries de l’aubépine sont récoltées dans le Maine-et-Loire, puis séchées et broyées finement, sans extraction.',
      'La passiflore contribue à la relaxation et au bien-être mental. Une formule simple, sans excipient, à prendre en fin de journée.',
    ),
    ingredients:
      'Poudre de parties aériennes de passiflore* (Passiflora incarnata), poudre de sommités fleuries d’aubépine* (Crataegus monogyna), gélule végétale (hydroxypropylméthylcellulose). *Issues de l’agriculture biologique. Pour 3 gélules : passiflore 600 mg, aubépine 450 mg.',
    dosage:
      '3 gélules par jour, en fin d’après-midi et au dîner. Déconseillé aux femmes enceintes ou allaitantes, aux enfants et en cas de traitement cardiaque, sauf avis médical. Tenir hors de portée des jeunes enfants.',
    position: 7,
    weight: 0.06,
    images: packshots('passiflore-aubepine-bio', 'Passiflore & aubépine bio', 'gelules', {
      shape: 'bottle',
      brand: serenoe,
      label: 'Passiflore bio',
      sublabel: '90 gélules',
      accent: '#A3C4A8',
    }),
  },
];

import type { SeedProduct } from '../types';
import { brands, configurable, html, packSize, packshots } from './helpers';

const { ambroisie, herbalune } = brands;

export const minerals: SeedProduct[] = [
  configurable({
    sku: 'MIN-MG-BISGLY',
    name: 'Magnésium bisglycinate',
    urlKey: 'magnesium-bisglycinate',
    categories: ['magnesium', 'relaxation', 'meilleures-ventes'],
    brand: ambroisie.name,
    form: 'gelules',
    dietary: ['vegan', 'sans-gluten', 'made-in-france'],
    shortDescription:
      'Le magnésium lié à la glycine, une forme douce pour l’intestin : 300 mg de magnésium élément pour trois gélules.',
    description: html(
      'Le bisglycinate de magnésium associe un atome de magnésium à deux molécules de glycine, un acide aminé. Cette forme chélatée est réputée pour sa très bonne tolérance digestive, y compris chez les personnes que le magnésium marin incommode.',
      'Trois gélules apportent 300 mg de magnésium, soit 80 % des valeurs nutritionnelles de référence. Le magnésium contribue à réduire la fatigue, au fonctionnement normal du système nerveux, à des fonctions psychologiques normales et à une fonction musculaire normale.',
      'Nous indiquons toujours la quantité de magnésium élément, et non le poids du sel, pour que vous sachiez exactement ce que vous prenez.',
    ),
    ingredients:
      'Bisglycinate de magnésium, gélule végétale (hydroxypropylméthylcellulose), antiagglomérant : stéarate de magnésium végétal. Pour 3 gélules : magnésium 300 mg, soit 80 % des VNR.',
    dosage:
      '3 gélules par jour, réparties au cours de la journée ou en une prise le soir. Ne pas dépasser la dose journalière recommandée. Déconseillé en cas d’insuffisance rénale. Tenir hors de portée des jeunes enfants.',
    position: 1,
    weight: 0.11,
    metaTitle: 'Magnésium bisglycinate 300 mg – gélules vegan',
    metaDescription:
      'Magnésium bisglycinate hautement toléré, 300 mg par jour, gélules végétales fabriquées en France. 60, 120 ou 180 gélules.',
    images: packshots('magnesium-bisglycinate', 'Magnésium bisglycinate', 'gelules', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Magnésium',
      sublabel: '60 gélules',
      accent: '#4A6FA5',
    }, ['front', 'side', 'back', 'content']),
    options: [packSize([['60', '60 gélules'], ['120', '120 gélules'], ['180', '180 gélules']])],
    rows: {
      '60': { price: 14.9, stock: 320 },
      '120': { price: 26.9, stock: 210 },
      '180': { price: 36.9, stock: 0 },
    },
    pack: { shape: 'bottle', brand: ambroisie, label: 'Magnésium', accent: '#4A6FA5' },
    imageBase: 'magnesium-bisglycinate',
  }),
  {
    sku: 'MIN-MG-MARIN-B6',
    type: 'simple',
    name: 'Magnésium marin + vitamine B6',
    urlKey: 'magnesium-marin-vitamine-b6',
    categories: ['magnesium', 'made-in-france'],
    price: 9.9,
    stock: 410,
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['sans-lactose', 'made-in-france'],
    shortDescription:
      'Le grand classique des cures de magnésium : magnésium extrait de l’eau de mer et vitamine B6, à petit prix.',
    description: html(
      'Le magnésium marin est obtenu par évaporation puis concentration de l’eau de mer. Riche en magnésium élément, il permet des comprimés compacts et une cure économique.',
      'Associé à la vitamine B6, qui contribue à réduire la fatigue et à réguler l’activité hormonale, le magnésium contribue à l’équilibre électrolytique et à un métabolisme énergétique normal.',
      'Les intestins sensibles préféreront répartir les comprimés entre le déjeuner et le dîner.',
    ),
    ingredients:
      'Oxyde de magnésium marin, agent de charge : cellulose microcristalline, agent d’enrobage : hydroxypropylméthylcellulose, chlorhydrate de pyridoxine, antiagglomérant : stéarate de magnésium végétal. Pour 2 comprimés : magnésium 300 mg (80 % VNR), vitamine B6 1,4 mg (100 % VNR).',
    dosage:
      '2 comprimés par jour, au cours des repas. Cure de 45 jours, renouvelable. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 2,
    weight: 0.1,
    images: packshots('magnesium-marin-vitamine-b6', 'Magnésium marin + vitamine B6', 'comprimes', {
      shape: 'box',
      brand: ambroisie,
      label: 'Magnésium marin',
      sublabel: '90 comprimés',
      accent: '#2F7FB5',
    }),
  },
  {
    sku: 'MIN-MG-MALATE',
    type: 'simple',
    name: 'Magnésium malate',
    urlKey: 'magnesium-malate',
    categories: ['magnesium', 'recuperation', 'vegan'],
    price: 16.5,
    stock: 88,
    brand: ambroisie.name,
    form: 'gelules',
    dietary: ['vegan'],
    shortDescription:
      'Le magnésium associé à l’acide malique, une forme appréciée des sportifs et des personnes actives.',
    description: html(
      'L’acide malique est naturellement présent dans la pomme. Lié au magnésium, il forme un sel organique bien toléré, que beaucoup préfèrent prendre le matin ou autour de l’entraînement.',
      'Le magnésium contribue à une fonction musculaire normale, à la synthèse protéique normale et à un métabolisme énergétique normal. Trois gélules apportent 225 mg de magnésium.',
    ),
    ingredients:
      'Malate de magnésium, gélule végétale (hydroxypropylméthylcellulose), antiagglomérant : dioxyde de silicium. Pour 3 gélules : magnésium 225 mg, soit 60 % des VNR.',
    dosage:
      '3 gélules par jour, de préférence le matin et le midi. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.1,
    images: packshots('magnesium-malate', 'Magnésium malate', 'gelules', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Mg malate',
      sublabel: '90 gélules',
      accent: '#8BB174',
    }),
  },
  {
    sku: 'MIN-ZN-15',
    type: 'simple',
    name: 'Zinc bisglycinate 15 mg',
    urlKey: 'zinc-bisglycinate-15-mg',
    categories: ['zinc', 'cure-hiver', 'made-in-france'],
    price: 10.9,
    stock: 230,
    brand: ambroisie.name,
    form: 'gelules',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Une petite gélule de zinc sous forme chélatée, facile à intégrer à la routine du soir.',
    description: html(
      'Le zinc est un oligo-élément que l’organisme ne sait pas stocker : il doit être apporté régulièrement par l’alimentation, principalement par les viandes, les fruits de mer et les légumineuses.',
      'Cette gélule en apporte 15 mg sous forme de bisglycinate. Le zinc contribue au fonctionnement normal du système immunitaire, au maintien d’une peau, de cheveux et d’ongles normaux, et à protéger les cellules contre le stress oxydatif.',
      'Pour une cure de plus de trois mois, pensez à une formule associant zinc et cuivre.',
    ),
    ingredients:
      'Bisglycinate de zinc, agent de charge : farine de riz, gélule végétale (hydroxypropylméthylcellulose). Pour 1 gélule : zinc 15 mg, soit 150 % des VNR.',
    dosage:
      '1 gélule par jour, au cours du dîner, à distance d’un complément de fer ou de calcium. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 4,
    weight: 0.05,
    images: packshots('zinc-bisglycinate-15-mg', 'Zinc bisglycinate 15 mg', 'gelules', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Zinc 15 mg',
      sublabel: '90 gélules',
      accent: '#7A8B99',
    }),
  },
  {
    sku: 'MIN-ZN-CU',
    type: 'simple',
    name: 'Zinc & cuivre',
    urlKey: 'zinc-cuivre',
    categories: ['zinc', 'vegan'],
    price: 8.9,
    stock: 160,
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['vegan', 'sans-lactose'],
    shortDescription:
      'Zinc et cuivre dans un rapport de dix pour un, l’équilibre recommandé pour les cures prolongées.',
    description: html(
      'Un apport prolongé de zinc peut réduire l’absorption du cuivre : c’est pourquoi cette formule associe 10 mg de zinc à 1 mg de cuivre, tous deux sous forme de gluconates.',
      'Le zinc contribue au maintien de cheveux et d’ongles normaux. Le cuivre contribue à la pigmentation normale des cheveux et de la peau, ainsi qu’au maintien de tissus conjonctifs normaux. Tous deux contribuent au fonctionnement normal du système immunitaire.',
    ),
    ingredients:
      'Agent de charge : phosphate dicalcique, gluconate de zinc, agent de charge : cellulose microcristalline, gluconate de cuivre, antiagglomérant : stéarate de magnésium végétal. Pour 1 comprimé : zinc 10 mg (100 % VNR), cuivre 1 mg (100 % VNR).',
    dosage:
      '1 comprimé par jour, au cours d’un repas. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.05,
    images: packshots('zinc-cuivre', 'Zinc & cuivre', 'comprimes', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Zinc + Cuivre',
      sublabel: '60 comprimés',
      accent: '#B87333',
    }),
  },
  {
    sku: 'MIN-FE-14',
    type: 'simple',
    name: 'Fer bisglycinate 14 mg + vitamine C',
    urlKey: 'fer-bisglycinate-14-mg-vitamine-c',
    categories: ['fer', 'vegan', 'made-in-france'],
    price: 11.9,
    stock: 175,
    brand: ambroisie.name,
    form: 'gelules',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Du fer chélaté, doux pour l’estomac, associé à la vitamine C qui accroît l’absorption du fer.',
    description: html(
      'Le bisglycinate de fer est une forme chélatée qui limite les inconforts digestifs et le goût métallique souvent associés au sulfate de fer. Chaque gélule en apporte 14 mg, soit la valeur nutritionnelle de référence.',
      'Le fer contribue à réduire la fatigue, à la formation normale de globules rouges et d’hémoglobine et au transport normal de l’oxygène dans l’organisme. La vitamine C ajoutée accroît l’absorption du fer.',
      'Évitez de prendre la gélule avec du thé, du café ou des produits laitiers, qui gênent l’absorption du fer.',
    ),
    ingredients:
      'Bisglycinate de fer, acide L-ascorbique, gélule végétale (hydroxypropylméthylcellulose), agent de charge : farine de riz. Pour 1 gélule : fer 14 mg (100 % VNR), vitamine C 40 mg (50 % VNR).',
    dosage:
      '1 gélule par jour, de préférence à jeun ou en début de repas. Ne pas dépasser la dose journalière recommandée. Réservé à l’adulte. Un excès de fer peut être dangereux pour les jeunes enfants : tenir hors de leur portée.',
    position: 6,
    weight: 0.05,
    images: packshots('fer-bisglycinate-14-mg-vitamine-c', 'Fer bisglycinate 14 mg + vitamine C', 'gelules', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Fer + C',
      sublabel: '60 gélules',
      accent: '#A23B3B',
    }),
  },
  {
    sku: 'MIN-FE-VEGETAL',
    type: 'simple',
    name: 'Fer végétal bio en ampoules',
    urlKey: 'fer-vegetal-bio-ampoules',
    categories: ['fer', 'bio', 'vegan'],
    price: 22.9,
    stock: 0,
    brand: herbalune.name,
    form: 'ampoules',
    dietary: ['bio', 'vegan'],
    shortDescription:
      'Fer issu de feuilles de curry bio, dans une base de jus de pomme et de cassis : vingt ampoules au goût fruité.',
    description: html(
      'Les feuilles de curry (<em>Murraya koenigii</em>), très utilisées dans la cuisine du sud de l’Inde, sont naturellement riches en fer. Leur extrait est ici associé à l’acérola, source de vitamine C, dans un jus de fruits bio.',
      'Une ampoule apporte 7 mg de fer, soit la moitié des valeurs nutritionnelles de référence. Le fer contribue à la formation normale de globules rouges et d’hémoglobine et à un métabolisme énergétique normal.',
      'Buvez l’ampoule pure ou diluée dans un peu d’eau, de préférence le matin.',
    ),
    ingredients:
      'Jus de pomme à base de concentré*, jus de cassis à base de concentré*, eau, extrait de feuille de curry* (Murraya koenigii) titré en fer, poudre de jus d’acérola*, jus de citron concentré*. *Ingrédients issus de l’agriculture biologique. Pour 1 ampoule de 10 ml : fer 7 mg (50 % VNR), vitamine C 24 mg (30 % VNR).',
    dosage:
      '1 à 2 ampoules par jour, pures ou diluées dans un verre d’eau. Bien agiter avant ouverture. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 7,
    weight: 0.32,
    images: packshots('fer-vegetal-bio-ampoules', 'Fer végétal bio en ampoules', 'ampoules', {
      shape: 'box',
      brand: herbalune,
      label: 'Fer végétal',
      sublabel: '20 ampoules',
      accent: '#8E2C48',
    }),
  },
  {
    sku: 'MIN-SE-100',
    type: 'simple',
    name: 'Sélénium 100 µg',
    urlKey: 'selenium-100',
    categories: ['mineraux', 'cheveux-ongles', 'made-in-france'],
    price: 8.5,
    stock: 120,
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Sélénium sous forme de L-sélénométhionine, en tout petits comprimés faciles à avaler.',
    description: html(
      'Le sélénium est présent dans les noix du Brésil, les poissons et les abats, en quantités très variables selon la richesse des sols. Ce comprimé en apporte 100 µg sous forme de sélénométhionine, la forme organique que l’on trouve dans les aliments.',
      'Le sélénium contribue au fonctionnement normal de la thyroïde et du système immunitaire, au maintien de cheveux et d’ongles normaux et à protéger les cellules contre le stress oxydatif.',
    ),
    ingredients:
      'Agent de charge : cellulose microcristalline, agent de charge : phosphate dicalcique, antiagglomérant : stéarate de magnésium végétal, L-sélénométhionine. Pour 1 comprimé : sélénium 100 µg, soit 182 % des VNR.',
    dosage:
      '1 comprimé par jour. Ne pas associer à d’autres compléments riches en sélénium. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 8,
    weight: 0.04,
    images: packshots('selenium-100', 'Sélénium 100 µg', 'comprimes', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Sélénium',
      sublabel: '90 comprimés',
      accent: '#6C5B7B',
    }),
  },
  {
    sku: 'MIN-CA-D3',
    type: 'simple',
    name: 'Calcium marin & vitamine D3',
    urlKey: 'calcium-marin-vitamine-d3',
    categories: ['mineraux', 'vitamine-d', 'vegan'],
    price: 12.9,
    stock: 95,
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['vegan', 'sans-lactose'],
    shortDescription:
      'Le calcium d’une algue marine, le lithothamne, associé à la vitamine D3 végétale : une alternative pour qui consomme peu de produits laitiers.',
    description: html(
      'Le lithothamne est une algue rouge calcaire récoltée au large de l’Islande. Broyée, elle fournit un calcium d’origine naturelle accompagné de magnésium et d’oligo-éléments.',
      'Deux comprimés apportent 400 mg de calcium et 10 µg de vitamine D3. Le calcium est nécessaire au maintien d’une ossature normale ; la vitamine D contribue à l’absorption et à l’utilisation normales du calcium.',
      'Une aide bienvenue pour les personnes qui suivent une alimentation végétale ou sans lactose.',
    ),
    ingredients:
      'Poudre d’algue marine calcifiée (Lithothamnion calcareum), agent de charge : cellulose microcristalline, agent d’enrobage : hydroxypropylméthylcellulose, antiagglomérant : stéarate de magnésium végétal, cholécalciférol (vitamine D3 de lichen). Pour 2 comprimés : calcium 400 mg (50 % VNR), vitamine D3 10 µg (200 % VNR).',
    dosage:
      '2 comprimés par jour, au cours du repas du soir. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 9,
    weight: 0.13,
    images: packshots('calcium-marin-vitamine-d3', 'Calcium marin & vitamine D3', 'comprimes', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Calcium + D3',
      sublabel: '60 comprimés',
      accent: '#9DB4C0',
    }),
  },
  {
    sku: 'MIN-IODE-KELP',
    type: 'simple',
    name: 'Iode naturel de varech',
    urlKey: 'iode-naturel-varech',
    categories: ['mineraux', 'made-in-france', 'vegan'],
    price: 9.5,
    stock: 70,
    brand: herbalune.name,
    form: 'gelules',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Une gélule d’algue laminaire de Bretagne, dosée précisément à 150 µg d’iode.',
    description: html(
      'Les algues brunes concentrent l’iode de l’eau de mer, mais leur teneur varie beaucoup d’une récolte à l’autre. La laminaire utilisée ici, récoltée sur les côtes bretonnes, est analysée à chaque lot afin de garantir 150 µg d’iode par gélule.',
      'L’iode contribue au fonctionnement normal de la thyroïde, à une fonction cognitive normale et au maintien d’une peau normale.',
    ),
    ingredients:
      'Poudre de thalle de laminaire (Laminaria digitata), gélule végétale (hydroxypropylméthylcellulose), agent de charge : farine de riz. Pour 1 gélule : iode 150 µg, soit 100 % des VNR.',
    dosage:
      '1 gélule par jour, le matin. Déconseillé en cas de dysfonctionnement thyroïdien, de traitement thyroïdien ou d’allergie à l’iode, sauf avis médical. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 10,
    weight: 0.04,
    images: packshots('iode-naturel-varech', 'Iode naturel de varech', 'gelules', {
      shape: 'bottle',
      brand: herbalune,
      label: 'Iode',
      sublabel: '60 gélules',
    }, ['front', 'back']),
  },
];

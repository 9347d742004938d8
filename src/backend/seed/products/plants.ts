import type { SeedProduct } from '../types';
import { brands, configurable, html, packSize, packshots } from './helpers';

const { herbalune } = brands;

export const plants: SeedProduct[] = [
  configurable({
    sku: 'PLA-CURCUMA',
    name: 'Curcuma bio & poivre noir',
    urlKey: 'curcuma-bio-poivre-noir',
    categories: ['curcuma', 'bio', 'meilleures-ventes'],
    brand: herbalune.name,
    form: 'gelules',
    dietary: ['bio', 'vegan', 'made-in-france'],
    shortDescription:
      'Racine de curcuma bio associée à un extrait de poivre noir, l’alliance classique de la cuisine indienne, en gélules végétales.',
    description: html(
      'Le curcuma est une racine de la famille du gingembre, dont la couleur jaune orangé vient des curcuminoïdes. Les nôtres poussent au Kerala, dans le sud de l’Inde, et sont certifiées bio.',
      'Dans la cuisine indienne, le curcuma n’est jamais consommé seul : il est associé au poivre noir et à une matière grasse. Nous avons repris cette association en ajoutant un extrait de poivre noir titré en pipérine. Le curcuma contribue au confort digestif.',
      'Mise en gélules dans notre atelier de la Drôme, sans excipient ni additif.',
    ),
    ingredients:
      'Poudre de racine de curcuma* (Curcuma longa), gélule végétale (hydroxypropylméthylcellulose), extrait de fruit de poivre noir* (Piper nigrum) titré à 95 % de pipérine. *Issus de l’agriculture biologique. Pour 3 gélules : curcuma 1200 mg, extrait de poivre noir 12 mg.',
    dosage:
      '3 gélules par jour, au cours des repas. Déconseillé aux femmes enceintes ou allaitantes, aux enfants, en cas de calculs ou d’obstruction des voies biliaires, de troubles hépatiques ou de traitement anticoagulant. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 1,
    weight: 0.07,
    metaTitle: 'Curcuma bio et poivre noir – gélules végétales',
    metaDescription:
      'Curcuma bio du Kerala et extrait de poivre noir, 1200 mg par jour, sans excipient. Mis en gélules en France.',
    images: packshots('curcuma-bio-poivre-noir', 'Curcuma bio & poivre noir', 'gelules', {
      shape: 'bottle',
      brand: herbalune,
      label: 'Curcuma bio',
      sublabel: '60 gélules',
      accent: '#F2A900',
    }, ['front', 'side', 'back', 'content']),
    options: [packSize([['60', '60 gélules'], ['120', '120 gélules']])],
    rows: {
      '60': { price: 14.9, stock: 200 },
      '120': { price: 25.9, stock: 115 },
    },
    pack: { shape: 'bottle', brand: herbalune, label: 'Curcuma bio', accent: '#F2A900' },
    imageBase: 'curcuma-bio-poivre-noir',
  }),
  {
    sku: 'PLA-CURCUMINE',
    type: 'simple',
    name: 'Curcumine hautement assimilable',
    urlKey: 'curcumine-hautement-assimilable',
    categories: ['curcuma', 'vegan'],
    price: 29.9,
    stock: 48,
    brand: herbalune.name,
    form: 'gelules',
    dietary: ['vegan'],
    shortDescription:
      'Un extrait de curcuma concentré à 95 % de curcuminoïdes, formulé avec des phospholipides de tournesol.',
    description: html(
      'Les curcuminoïdes ne représentent que 3 à 5 % de la racine de curcuma, et ils se dissolvent mal dans l’eau. Cet extrait les concentre à 95 %, puis les associe à des phospholipides de tournesol et à de l’huile de coco, qui favorisent leur dispersion.',
      'Une gélule par jour suffit à apporter 250 mg de curcuminoïdes. Le curcuma contribue au confort digestif.',
    ),
    ingredients:
      'Extrait de rhizome de curcuma (Curcuma longa) titré à 95 % de curcuminoïdes, lécithine de tournesol, gélule végétale (hydroxypropylméthylcellulose), huile de coco, antiagglomérant : dioxyde de silicium. Pour 1 gélule : extrait de curcuma 265 mg, soit 250 mg de curcuminoïdes.',
    dosage:
      '1 gélule par jour, au cours d’un repas. Déconseillé aux femmes enceintes ou allaitantes, aux enfants, en cas de troubles biliaires ou hépatiques et en cas de traitement anticoagulant. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 2,
    weight: 0.05,
    images: packshots('curcumine-hautement-assimilable', 'Curcumine hautement assimilable', 'gelules', {
      shape: 'bottle',
      brand: herbalune,
      label: 'Curcumine',
      sublabel: '60 gélules',
      accent: '#D97B00',
    }),
  },
  configurable({
    sku: 'PLA-ASHWA',
    name: 'Ashwagandha bio',
    urlKey: 'ashwagandha-bio',
    categories: ['ashwagandha', 'relaxation', 'bio'],
    brand: herbalune.name,
    form: 'gelules',
    dietary: ['bio', 'vegan'],
    shortDescription:
      'Extrait de racine d’ashwagandha bio, titré à 5 % de withanolides, sans feuilles ni tiges.',
    description: html(
      'L’ashwagandha (<em>Withania somnifera</em>) est un petit arbuste de la famille des solanacées, cultivé en Inde et au Népal. C’est l’une des plantes les plus connues de la tradition ayurvédique, où l’on utilise sa racine.',
      'Nous n’employons que la racine, à l’exclusion des feuilles, dans un extrait bio titré à 5 % de withanolides. Deux gélules en apportent 600 mg.',
      '<p><strong>Précautions :</strong> l’ashwagandha ne convient pas à tout le monde. Elle est déconseillée aux femmes enceintes ou allaitantes, aux enfants, aux personnes souffrant de troubles thyroïdiens ou hépatiques et à celles qui prennent des médicaments sédatifs ou antiépileptiques. En cas de doute, demandez conseil à votre médecin.</p>',
    ),
    ingredients:
      'Extrait de racine d’ashwagandha* (Withania somnifera) titré à 5 % de withanolides, gélule végétale (hydroxypropylméthylcellulose), agent de charge : farine de riz*. *Issus de l’agriculture biologique. Pour 2 gélules : extrait d’ashwagandha 600 mg, soit 30 mg de withanolides.',
    dosage:
      '2 gélules par jour, le soir, avec un verre d’eau. Cure de 2 mois maximum, suivie d’une pause. Déconseillé aux femmes enceintes ou allaitantes, aux enfants et adolescents, en cas de pathologie thyroïdienne ou hépatique. Ne pas associer à des sédatifs. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.07,
    images: packshots('ashwagandha-bio', 'Ashwagandha bio', 'gelules', {
      shape: 'bottle',
      brand: herbalune,
      label: 'Ashwagandha',
      sublabel: '60 gélules',
      accent: '#B08968',
    }),
    options: [packSize([['60', '60 gélules'], ['120', '120 gélules']])],
    rows: {
      '60': { price: 16.9, specialPrice: 13.9, stock: 150 },
      '120': { price: 29.9, stock: 0 },
    },
    pack: { shape: 'bottle', brand: herbalune, label: 'Ashwagandha', accent: '#B08968' },
    imageBase: 'ashwagandha-bio',
  }),
  {
    sku: 'PLA-GINSENG',
    type: 'simple',
    name: 'Ginseng rouge de Corée',
    urlKey: 'ginseng-rouge-de-coree',
    categories: ['ginseng', 'energie'],
    price: 29.9,
    specialPrice: 24.9,
    stock: 40,
    brand: herbalune.name,
    form: 'ampoules',
    dietary: ['sans-lactose'],
    shortDescription:
      'Vingt ampoules d’extrait de racine de ginseng rouge âgée de six ans, au goût boisé adouci de miel.',
    description: html(
      'Le ginseng rouge n’est pas une variété à part : c’est la racine de <em>Panax ginseng</em>, récoltée après six années de culture, puis étuvée à la vapeur et séchée, ce qui lui donne sa couleur ambrée.',
      'Chaque ampoule contient 1000 mg d’extrait de racine, titré en ginsénosides. Le ginseng contribue à la vitalité et à la vigueur physique.',
      'Son goût, à la fois terreux et légèrement amer, est adouci par un peu de miel d’acacia.',
    ),
    ingredients:
      'Eau, extrait de racine de ginseng rouge (Panax ginseng C.A. Meyer), miel d’acacia, jus de citron concentré, conservateur : sorbate de potassium. Pour 1 ampoule de 10 ml : extrait de ginseng rouge 1000 mg, dont ginsénosides 30 mg.',
    dosage:
      '1 ampoule par jour, le matin, pure ou diluée dans un peu d’eau. Cure de 20 jours. Déconseillé aux enfants, aux femmes enceintes ou allaitantes, aux personnes souffrant d’hypertension ou sous traitement anticoagulant ou antidiabétique. Éviter l’association avec la caféine. Tenir hors de portée des jeunes enfants.',
    position: 4,
    weight: 0.31,
    images: packshots('ginseng-rouge-de-coree', 'Ginseng rouge de Corée', 'ampoules', {
      shape: 'box',
      brand: herbalune,
      label: 'Ginseng rouge',
      sublabel: '20 ampoules',
      color: '#7A1F1F',
      accent: '#E8D9A8',
    }, ['front', 'side', 'back', 'content']),
  },
  {
    sku: 'PLA-RHODIOLA',
    type: 'simple',
    name: 'Rhodiola & vitamines B',
    urlKey: 'rhodiola-vitamines-b',
    categories: ['rhodiola', 'relaxation', 'made-in-france'],
    price: 17.9,
    stock: 66,
    brand: herbalune.name,
    form: 'gelules',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Un extrait de racine de rhodiola titré, associé aux vitamines B5 et B6, pour les périodes de travail intense.',
    description: html(
      '<em>Rhodiola rosea</em> pousse dans les régions froides d’Europe du Nord et d’Asie, souvent en altitude. Sa racine, qui dégage une odeur de rose à la coupe, lui a valu le surnom de « racine d’or ».',
      'Notre extrait est titré à 3 % de rosavines et 1 % de salidroside. Nous l’avons associé à la vitamine B5, qui contribue à des performances intellectuelles normales, et à la vitamine B6, qui contribue à des fonctions psychologiques normales et à réduire la fatigue.',
    ),
    ingredients:
      'Extrait de racine de rhodiola (Rhodiola rosea) titré à 3 % de rosavines et 1 % de salidroside, gélule végétale (hydroxypropylméthylcellulose), D-pantothénate de calcium, chlorhydrate de pyridoxine, antiagglomérant : stéarate de magnésium végétal. Pour 2 gélules : extrait de rhodiola 400 mg, vitamine B5 6 mg (100 % VNR), vitamine B6 1,4 mg (100 % VNR).',
    dosage:
      '2 gélules par jour, le matin et le midi ; éviter la prise le soir. Déconseillé aux femmes enceintes ou allaitantes, aux enfants et aux personnes atteintes de troubles bipolaires. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.05,
    images: packshots('rhodiola-vitamines-b', 'Rhodiola & vitamines B', 'gelules', {
      shape: 'bottle',
      brand: herbalune,
      label: 'Rhodiola',
      sublabel: '60 gélules',
      accent: '#D98BA6',
    }),
  },
  configurable({
    sku: 'PLA-SPIRULINE',
    name: 'Spiruline bio',
    urlKey: 'spiruline-bio',
    categories: ['spiruline', 'bio', 'vegan'],
    brand: herbalune.name,
    form: 'comprimes',
    dietary: ['bio', 'vegan', 'sans-gluten'],
    shortDescription:
      'Spiruline bio pure, pressée en comprimés de 500 mg sans aucun additif. Six comprimés apportent 15 % des VNR en fer.',
    description: html(
      'La spiruline est une micro-algue bleu-vert qui prospère dans les lacs chauds et alcalins. Notre spiruline bio est cultivée en bassins au sud de l’Inde, récoltée, séchée à basse température puis simplement pressée en comprimés.',
      'Elle est composée à 60 % de protéines et renferme de la phycocyanine, le pigment qui lui donne sa couleur. Six comprimés, soit 3 g, apportent 2,1 mg de fer : la spiruline est une source de fer, qui contribue à réduire la fatigue et à un métabolisme énergétique normal.',
      'Son goût marqué rappelle les algues : les comprimés s’avalent sans croquer, avec un grand verre d’eau.',
    ),
    ingredients:
      'Spiruline* (Arthrospira platensis), 100 %. *Issue de l’agriculture biologique. Pour 6 comprimés : spiruline 3 g, dont protéines 1,8 g, fer 2,1 mg (15 % VNR), phycocyanine 360 mg.',
    dosage:
      'Commencer par 2 comprimés par jour et augmenter progressivement jusqu’à 6 comprimés, au cours des repas. Déconseillé aux personnes atteintes de phénylcétonurie, d’hémochromatose ou de goutte, ainsi qu’aux femmes enceintes ou allaitantes sans avis médical. Tenir hors de portée des jeunes enfants.',
    position: 6,
    weight: 0.28,
    images: packshots('spiruline-bio', 'Spiruline bio', 'comprimes', {
      shape: 'jar',
      brand: herbalune,
      label: 'Spiruline bio',
      sublabel: '200 comprimés',
      accent: '#1E8C93',
    }, ['front', 'side', 'back', 'content']),
    options: [packSize([['200', '200 comprimés'], ['500', '500 comprimés'], ['1000', '1000 comprimés']])],
    rows: {
      '200': { price: 12.9, stock: 90 },
      '500': { price: 24.9, stock: 140 },
      '1000': { price: 42.9, specialPrice: 37.9, stock: 25 },
    },
    pack: { shape: 'jar', brand: herbalune, label: 'Spiruline bio', accent: '#1E8C93' },
    imageBase: 'spiruline-bio',
  }),
  {
    sku: 'PLA-MACA',
    type: 'simple',
    name: 'Maca bio en poudre',
    urlKey: 'maca-bio-poudre',
    categories: ['maca', 'bio', 'vegan'],
    price: 13.9,
    stock: 104,
    brand: herbalune.name,
    form: 'poudre',
    dietary: ['bio', 'vegan', 'sans-gluten'],
    shortDescription:
      'Racine de maca jaune des Andes, séchée et moulue, au goût de caramel et de noisette. Sachet de 250 g.',
    description: html(
      'La maca (<em>Lepidium meyenii</em>) est une racine de la famille des crucifères, cultivée depuis des siècles sur les hauts plateaux péruviens, au-dessus de 4000 mètres d’altitude.',
      'Séchée au soleil puis moulue, elle donne une poudre beige au goût doux, légèrement malté, qui se marie bien avec les boissons lactées ou végétales, les smoothies et les porridges.',
      'Le sachet refermable contient l’équivalent de cinquante cuillères à café.',
    ),
    ingredients: 'Poudre de racine de maca jaune* (Lepidium meyenii), 100 %. *Issue de l’agriculture biologique, origine Pérou.',
    dosage:
      '1 cuillère à café (5 g) par jour, à mélanger dans une boisson ou un aliment. Déconseillé aux femmes enceintes ou allaitantes et aux enfants. Conserver au sec, sachet bien refermé. Tenir hors de portée des jeunes enfants.',
    position: 7,
    weight: 0.27,
    images: packshots('maca-bio-poudre', 'Maca bio en poudre', 'poudre', {
      shape: 'pouch',
      brand: herbalune,
      label: 'Maca bio',
      sublabel: '250 g',
      accent: '#E3C16F',
    }),
  },
  {
    sku: 'PLA-ECHINACEE',
    type: 'simple',
    name: 'Échinacée bio, extrait sans alcool',
    urlKey: 'echinacee-bio-extrait-sans-alcool',
    categories: ['echinacee', 'cure-hiver', 'bio'],
    price: 15.5,
    stock: 58,
    brand: herbalune.name,
    form: 'liquide',
    dietary: ['bio', 'vegan', 'made-in-france'],
    shortDescription:
      'Extrait glycériné de plante entière d’échinacée pourpre fraîche, bio et sans alcool, en flacon compte-gouttes.',
    description: html(
      'L’échinacée pourpre, originaire des plaines d’Amérique du Nord, est aujourd’hui cultivée en France. La plante entière fleurie est récoltée fraîche puis macérée dans de la glycérine végétale, sans alcool.',
      'L’échinacée contribue aux défenses naturelles de l’organisme. Elle s’utilise en cures courtes, dès les premiers frimas.',
    ),
    ingredients:
      'Glycérine végétale*, eau, extrait de plante entière fleurie fraîche d’échinacée* (Echinacea purpurea). *Issus de l’agriculture biologique. Pour 2 ml : extrait d’échinacée correspondant à 1 g de plante fraîche.',
    dosage:
      '2 ml (2 pipettes) par jour, dans un verre d’eau. Cure de 10 jours, à renouveler si besoin après une pause d’une semaine. Déconseillé en cas d’allergie aux astéracées, de maladie auto-immune, aux femmes enceintes ou allaitantes et aux enfants de moins de 12 ans. Tenir hors de portée des jeunes enfants.',
    position: 8,
    weight: 0.09,
    images: packshots('echinacee-bio-extrait-sans-alcool', 'Échinacée bio, extrait sans alcool', 'liquide', {
      shape: 'dropper',
      brand: herbalune,
      label: 'Échinacée bio',
      sublabel: '50 ml',
      accent: '#B565A7',
    }),
  },
  {
    sku: 'PLA-CHARDON-AMP',
    type: 'simple',
    name: 'Chardon-Marie, radis noir & artichaut bio',
    urlKey: 'chardon-marie-radis-noir-artichaut-bio',
    categories: ['chardon-marie', 'bio', 'made-in-france'],
    price: 19.9,
    stock: 0,
    brand: herbalune.name,
    form: 'ampoules',
    dietary: ['bio', 'vegan', 'made-in-france'],
    shortDescription:
      'Trois plantes bio réunies dans des ampoules à boire, pour une cure de dix jours après les excès de table.',
    description: html(
      'Graines de chardon-Marie, racine de radis noir et feuilles d’artichaut : trois plantes amères traditionnellement associées aux lendemains de repas de fête.',
      'Le chardon-Marie contribue au bon fonctionnement du foie. L’artichaut contribue à la digestion.',
      'Le goût est franchement amer, adouci par du jus de pomme : buvez l’ampoule diluée dans un verre d’eau, de préférence le matin.',
    ),
    ingredients:
      'Eau, jus de pomme à base de concentré*, extrait de racine de radis noir* (Raphanus sativus var. niger), extrait de feuille d’artichaut* (Cynara scolymus), extrait de graine de chardon-Marie* (Silybum marianum), jus de citron concentré*. *Issus de l’agriculture biologique. Pour 1 ampoule de 10 ml : radis noir 2000 mg, artichaut 1000 mg, chardon-Marie 500 mg (équivalent plante sèche).',
    dosage:
      '1 ampoule par jour, le matin, diluée dans un verre d’eau. Cure de 10 jours. Déconseillé en cas d’obstruction des voies biliaires, aux femmes enceintes ou allaitantes et aux enfants. Tenir hors de portée des jeunes enfants.',
    position: 9,
    weight: 0.16,
    images: packshots('chardon-marie-radis-noir-artichaut-bio', 'Chardon-Marie, radis noir & artichaut bio', 'ampoules', {
      shape: 'box',
      brand: herbalune,
      label: 'Chardon-Marie',
      sublabel: '10 ampoules',
      accent: '#8E7CC3',
    }),
  },
  {
    sku: 'PLA-CHARDON-GEL',
    type: 'simple',
    name: 'Chardon-Marie titré en silymarine',
    urlKey: 'chardon-marie-silymarine',
    categories: ['chardon-marie', 'vegan'],
    price: 12.9,
    stock: 77,
    brand: herbalune.name,
    form: 'gelules',
    dietary: ['vegan'],
    shortDescription:
      'Un extrait sec de graines de chardon-Marie titré à 80 % de silymarine, en gélules végétales.',
    description: html(
      'Le chardon-Marie se reconnaît à ses feuilles marbrées de blanc. Ses graines renferment un ensemble de composés appelé silymarine, que cet extrait concentre à 80 %.',
      'Deux gélules apportent 240 mg de silymarine. Le chardon-Marie contribue au bon fonctionnement du foie.',
    ),
    ingredients:
      'Extrait de graine de chardon-Marie (Silybum marianum) titré à 80 % de silymarine, gélule végétale (hydroxypropylméthylcellulose), agent de charge : cellulose microcristalline. Pour 2 gélules : extrait de chardon-Marie 300 mg, dont silymarine 240 mg.',
    dosage:
      '2 gélules par jour, avant le repas du midi. Cure de 3 semaines. Déconseillé en cas d’allergie aux astéracées, aux femmes enceintes ou allaitantes et aux enfants. Tenir hors de portée des jeunes enfants.',
    position: 10,
    weight: 0.05,
    images: packshots('chardon-marie-silymarine', 'Chardon-Marie titré en silymarine', 'gelules', {
      shape: 'bottle',
      brand: herbalune,
      label: 'Chardon-Marie',
      sublabel: '60 gélules',
      accent: '#8E7CC3',
    }),
  },
];

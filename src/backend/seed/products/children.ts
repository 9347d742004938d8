import type { SeedProduct } from '../types';
import { brands, configurable, flavour, html, packshots } from './helpers';

const { loupiot } = brands;

export const children: SeedProduct[] = [
  configurable({
    sku: 'ENF-GOMMES-MULTI',
    name: 'Gommes multivitaminées enfants',
    urlKey: 'gommes-multivitaminees-enfants',
    categories: ['enfants', 'multivitamines', 'made-in-france'],
    brand: loupiot.name,
    form: 'gommes',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose', 'made-in-france'],
    shortDescription:
      'Des oursons à la pectine, sans gélatine et sans colorants artificiels, avec 9 vitamines et du zinc. Dès 3 ans.',
    description: html(
      'Faire prendre un complément à un enfant relève parfois du défi. Ces petits oursons fruités, à la pectine de pomme, se mâchent comme des bonbons tout en apportant neuf vitamines et du zinc, à des doses adaptées aux enfants de 3 à 12 ans.',
      'La vitamine D est nécessaire à une croissance et à un développement osseux normaux chez les enfants. Les vitamines C et D et le zinc contribuent au fonctionnement normal du système immunitaire.',
      'Les couleurs viennent uniquement de concentrés de fruits et de légumes. Trois parfums au choix : orange, fraise ou citron.',
    ),
    ingredients:
      'Sirop de glucose, sucre, eau, gélifiant : pectine, acidifiant : acide citrique, acide L-ascorbique, arôme naturel (orange, fraise ou citron), concentrés de carotte, de patate douce et de radis pourpre, citrate de zinc, agent d’enrobage : cire de carnauba, acétate de DL-alpha-tocophéryle, nicotinamide, acétate de rétinyle, chlorhydrate de pyridoxine, acide ptéroylmonoglutamique, D-biotine, cholécalciférol (vitamine D3 de lichen), cyanocobalamine. Pour 1 gomme : vitamine C 20 mg (25 % VNR), vitamine D 5 µg (100 % VNR), zinc 2 mg (20 % VNR), vitamine E 3 mg, vitamine A 120 µg, vitamine B3 4 mg, vitamine B6 0,4 mg, folates 60 µg, biotine 15 µg, vitamine B12 0,5 µg.',
    dosage:
      'Enfants de 3 à 12 ans : 1 gomme par jour, à mâcher soigneusement, sous la surveillance d’un adulte. Ne pas dépasser la dose journalière recommandée. Ne convient pas aux enfants de moins de 3 ans. Conserver hors de portée des enfants, qui pourraient les confondre avec des bonbons.',
    position: 1,
    weight: 0.2,
    metaTitle: 'Gommes multivitaminées pour enfants dès 3 ans',
    metaDescription:
      'Oursons multivitaminés sans gélatine ni colorants artificiels, 9 vitamines et zinc. Orange, fraise ou citron. Fabriqués en France.',
    images: packshots('gommes-multivitaminees-enfants', 'Gommes multivitaminées enfants', 'gommes', {
      shape: 'jar',
      brand: loupiot,
      label: 'Multi-vitamines',
      sublabel: '60 gommes',
    }, ['front', 'side', 'back', 'content']),
    options: [flavour([['orange', 'Orange'], ['fraise', 'Fraise'], ['citron', 'Citron']])],
    rows: {
      orange: { price: 12.9, stock: 110 },
      fraise: { price: 12.9, stock: 85 },
      citron: { price: 12.9, stock: 0 },
    },
    pack: { shape: 'jar', brand: loupiot, label: 'Multi-vitamines', sublabel: '60 gommes' },
    imageBase: 'gommes-multivitaminees-enfants',
  }),
  {
    sku: 'ENF-D3-GOUTTES',
    type: 'simple',
    name: 'Vitamine D3 enfants en gouttes',
    urlKey: 'vitamine-d3-enfants-gouttes',
    categories: ['enfants', 'vitamine-d', 'made-in-france'],
    price: 9.9,
    stock: 140,
    brand: loupiot.name,
    form: 'liquide',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose', 'made-in-france'],
    shortDescription:
      'Une goutte par jour de vitamine D3 végétale dosée à 400 UI, dans une huile neutre, pour les enfants dès 3 ans.',
    description: html(
      'Chaque goutte apporte 10 µg de vitamine D3 (400 UI), issue du lichen, dans une huile de tournesol au goût très discret. Elle peut être déposée sur une cuillère ou mélangée à un aliment tiède.',
      'La vitamine D est nécessaire à une croissance et à un développement osseux normaux chez les enfants. Elle contribue aussi au fonctionnement normal du système immunitaire.',
      'Demandez conseil à votre pédiatre, surtout si votre enfant reçoit déjà de la vitamine D sur prescription.',
    ),
    ingredients:
      'Huile de tournesol, cholécalciférol (vitamine D3 de lichen), antioxydant : extrait riche en tocophérols. Pour 1 goutte : vitamine D3 10 µg (400 UI), soit 200 % des VNR.',
    dosage:
      'Enfants à partir de 3 ans : 1 goutte par jour. Ne pas associer à un médicament contenant de la vitamine D sans avis médical. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 2,
    weight: 0.04,
    images: packshots('vitamine-d3-enfants-gouttes', 'Vitamine D3 enfants en gouttes', 'liquide', {
      shape: 'dropper',
      brand: loupiot,
      label: 'Vitamine D3',
      sublabel: '10 ml',
      accent: '#F08A24',
    }),
  },
  {
    sku: 'ENF-OMEGA3',
    type: 'simple',
    name: 'Oméga-3 DHA enfants à croquer',
    urlKey: 'omega-3-dha-enfants-a-croquer',
    categories: ['enfants', 'omega-3-marins'],
    price: 15.9,
    stock: 62,
    brand: loupiot.name,
    form: 'capsules',
    dietary: ['sans-gluten', 'sans-lactose'],
    shortDescription:
      'De petites capsules à mâcher au goût de citron, riches en DHA issu de poissons sauvages. De 4 à 12 ans.',
    description: html(
      'Le poisson ne plaît pas à tous les enfants. Ces petites capsules à croquer, de la taille d’un petit pois, libèrent une huile de poisson aromatisée au citron, sans arrière-goût marin.',
      'Deux capsules apportent 250 mg de DHA. Le DHA contribue au maintien d’une fonction cérébrale normale et d’une vision normale.',
    ),
    ingredients:
      'Huile de poisson (anchois, sardine), enveloppe de la capsule (gélatine de poisson, humectants : glycérol, sorbitol, eau), arôme naturel de citron, édulcorant : xylitol, antioxydant : extrait riche en tocophérols. Pour 2 capsules : DHA 250 mg, EPA 60 mg. Contient du poisson.',
    dosage:
      'Enfants de 4 à 12 ans : 2 capsules par jour, à croquer, sous la surveillance d’un adulte. Ne pas donner aux enfants de moins de 4 ans en raison du risque de fausse route. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.07,
    images: packshots('omega-3-dha-enfants-a-croquer', 'Oméga-3 DHA enfants à croquer', 'capsules', {
      shape: 'jar',
      brand: loupiot,
      label: 'Oméga-3 DHA',
      sublabel: '60 capsules',
      accent: '#5FB3C9',
    }),
  },
  {
    sku: 'ENF-FERMENTS',
    type: 'simple',
    name: 'Ferments lactiques enfants en sachets',
    urlKey: 'ferments-lactiques-enfants-sachets',
    categories: ['enfants', 'ferments-lactiques', 'made-in-france'],
    price: 13.9,
    stock: 77,
    brand: loupiot.name,
    form: 'sachets',
    dietary: ['sans-gluten', 'made-in-france'],
    shortDescription:
      'Quatre souches de ferments lactiques et de la vitamine D, dans une poudre neutre à verser dans le goûter.',
    description: html(
      'Chaque sachet contient 4 milliards d’UFC de quatre souches de ferments lactiques et de bifidobactéries, sur un support de maltodextrine, avec 5 µg de vitamine D.',
      'La vitamine D contribue au fonctionnement normal du système immunitaire. La poudre, sans goût, se mélange à un yaourt, une compote ou un verre de lait froid.',
    ),
    ingredients:
      'Agent de charge : maltodextrine, ferments lactiques (Lacticaseibacillus rhamnosus, Bifidobacterium animalis subsp. lactis, Bifidobacterium longum subsp. infantis, Streptococcus thermophilus), lactosérum en poudre (lait), cholécalciférol. Pour 1 sachet : ferments lactiques 4 milliards d’UFC, vitamine D 5 µg (100 % VNR). Contient du lait.',
    dosage:
      'Enfants à partir de 3 ans : 1 sachet par jour, dans un aliment froid ou tiède. Cure de 14 jours. Ne pas diluer dans une boisson chaude. Tenir hors de portée des jeunes enfants.',
    position: 4,
    weight: 0.05,
    images: packshots('ferments-lactiques-enfants-sachets', 'Ferments lactiques enfants en sachets', 'sachets', {
      shape: 'box',
      brand: loupiot,
      label: 'Petite flore',
      sublabel: '14 sachets',
      accent: '#6AB187',
    }),
  },
  {
    sku: 'ENF-SIROP-NUIT',
    type: 'simple',
    name: 'Sirop Nuit calme enfants bio',
    urlKey: 'sirop-nuit-calme-enfants-bio',
    categories: ['enfants', 'sommeil', 'bio'],
    price: 11.9,
    stock: 0,
    brand: loupiot.name,
    form: 'liquide',
    dietary: ['bio', 'vegan', 'sans-gluten', 'made-in-france'],
    shortDescription:
      'Un sirop bio au goût doux de fleur d’oranger, à base de camomille, de tilleul et de mélisse, pour le rituel du coucher.',
    description: html(
      'Tilleul, camomille, mélisse et fleur d’oranger : les plantes de la tisane du soir de nos grands-mères, réunies dans un sirop bio sans mélatonine.',
      'Une cuillère à café après le dîner peut trouver sa place dans le rituel du coucher, avec l’histoire et la lumière tamisée.',
    ),
    ingredients:
      'Sirop d’agave*, eau, extrait de fleur de camomille matricaire*, extrait de bractée de tilleul*, extrait de feuille de mélisse*, eau de fleur d’oranger*, jus de citron concentré*. *Issus de l’agriculture biologique.',
    dosage:
      'Enfants de 3 à 12 ans : 1 cuillère à café (5 ml) après le dîner. Bien agiter avant emploi. Après ouverture, conserver au réfrigérateur et consommer dans les 30 jours. Déconseillé en cas d’allergie aux astéracées. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.21,
    images: packshots('sirop-nuit-calme-enfants-bio', 'Sirop Nuit calme enfants bio', 'liquide', {
      shape: 'bottle',
      brand: loupiot,
      label: 'Nuit calme',
      sublabel: '125 ml',
      color: '#2E3A87',
      accent: '#FFD23F',
    }),
  },
  {
    sku: 'ENF-SIROP-DEFENSES',
    type: 'simple',
    name: 'Sirop défenses enfants',
    urlKey: 'sirop-defenses-enfants',
    categories: ['enfants', 'cure-hiver', 'made-in-france'],
    price: 12.5,
    specialPrice: 10.5,
    stock: 93,
    brand: loupiot.name,
    form: 'liquide',
    dietary: ['sans-gluten', 'sans-lactose', 'made-in-france'],
    shortDescription:
      'Vitamines C et D et zinc dans un sirop à l’orange et à l’acérola, pour accompagner les enfants pendant l’hiver.',
    description: html(
      'Entre la rentrée et le printemps, les enfants passent l’essentiel de leurs journées en collectivité. Ce sirop fruité leur apporte trois nutriments qui contribuent au fonctionnement normal du système immunitaire : les vitamines C et D et le zinc.',
      'Il est sucré au miel et aromatisé au jus d’orange, sans conservateur artificiel. Le gobelet doseur fourni facilite la prise.',
    ),
    ingredients:
      'Miel, eau, jus d’orange à base de concentré, poudre de jus d’acérola, citrate de zinc, gélifiant : gomme xanthane, cholécalciférol. Pour 5 ml : vitamine C 30 mg (38 % VNR), vitamine D 5 µg (100 % VNR), zinc 2,5 mg (25 % VNR).',
    dosage:
      'Enfants de 3 à 12 ans : 5 ml par jour, avec le gobelet doseur. Ne convient pas aux enfants de moins de 1 an (présence de miel). Après ouverture, conserver au réfrigérateur et consommer dans les 30 jours. Tenir hors de portée des jeunes enfants.',
    position: 6,
    weight: 0.22,
    images: packshots('sirop-defenses-enfants', 'Sirop défenses enfants', 'liquide', {
      shape: 'bottle',
      brand: loupiot,
      label: 'Défenses',
      sublabel: '150 ml',
      accent: '#F08A24',
    }),
  },
];

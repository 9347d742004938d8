import type { SeedProduct } from '../types';
import { brands, configurable, flavour, html, packshots } from './helpers';

const { ambroisie, herbalune } = brands;

export const immunity: SeedProduct[] = [
  {
    sku: 'IMM-COMPLEXE',
    type: 'simple',
    name: 'Complexe immunité',
    urlKey: 'complexe-immunite',
    categories: ['cure-hiver', 'meilleures-ventes', 'made-in-france'],
    price: 13.9,
    stock: 260,
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['sans-lactose', 'made-in-france'],
    shortDescription:
      'Vitamine C, vitamine D3, zinc et sélénium réunis dans un seul comprimé, pour un mois de cure pendant la saison froide.',
    description: html(
      'Plutôt que d’accumuler les flacons, ce comprimé réunit les quatre nutriments dont le rôle dans l’immunité est reconnu par l’Autorité européenne de sécurité des aliments : la vitamine C, la vitamine D, le zinc et le sélénium contribuent tous au fonctionnement normal du système immunitaire.',
      'Les doses sont pensées pour un usage quotidien de l’automne à la fin de l’hiver : 200 mg de vitamine C, 25 µg de vitamine D3, 10 mg de zinc et 55 µg de sélénium.',
      'La vitamine C contribue en outre à réduire la fatigue, un atout pendant les mois où les journées raccourcissent.',
    ),
    ingredients:
      'Acide L-ascorbique, agent de charge : cellulose microcristalline, bisglycinate de zinc, agent d’enrobage : hydroxypropylméthylcellulose, antiagglomérant : stéarate de magnésium végétal, L-sélénométhionine, cholécalciférol (vitamine D3, de lanoline). Pour 1 comprimé : vitamine C 200 mg (250 % VNR), vitamine D3 25 µg (500 % VNR), zinc 10 mg (100 % VNR), sélénium 55 µg (100 % VNR).',
    dosage:
      '1 comprimé par jour, au petit-déjeuner, avec un verre d’eau. Ne pas associer à d’autres compléments contenant de la vitamine D, du zinc ou du sélénium sans avis d’un professionnel de santé. Tenir hors de portée des jeunes enfants.',
    position: 1,
    weight: 0.06,
    metaTitle: 'Complexe immunité : vitamine C, D3, zinc et sélénium',
    metaDescription:
      'Un comprimé par jour réunissant vitamine C, vitamine D3, zinc et sélénium. Cure d’un mois, fabriqué en France.',
    images: packshots('complexe-immunite', 'Complexe immunité', 'comprimes', {
      shape: 'box',
      brand: ambroisie,
      label: 'Immunité',
      sublabel: '30 comprimés',
      accent: '#E76F51',
    }, ['front', 'side', 'back', 'content']),
  },
  configurable({
    sku: 'IMM-PASTILLES',
    name: 'Pastilles zinc & vitamine C',
    urlKey: 'pastilles-zinc-vitamine-c',
    categories: ['cure-hiver', 'zinc', 'vegan'],
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['vegan', 'sans-gluten', 'sans-lactose'],
    shortDescription:
      'Des pastilles à sucer sans sucre, à glisser dans la poche : zinc et vitamine C, en trois saveurs.',
    description: html(
      'Ces pastilles fondent lentement en bouche et se prennent n’importe où, sans eau. Chacune apporte 5 mg de zinc et 60 mg de vitamine C, qui contribuent au fonctionnement normal du système immunitaire.',
      'Elles sont sucrées au xylitol et au maltitol, sans sucre ajouté. Choisissez votre saveur : citron acidulé, fruits rouges ou menthe fraîche.',
    ),
    ingredients:
      'Édulcorants : maltitol, xylitol ; acide L-ascorbique, gluconate de zinc, arôme naturel (citron, fruits rouges ou menthe), antiagglomérant : stéarate de magnésium végétal, acidifiant : acide citrique. Pour 1 pastille : zinc 5 mg (50 % VNR), vitamine C 60 mg (75 % VNR).',
    dosage:
      '1 pastille à sucer, jusqu’à 3 fois par jour, en espaçant les prises d’au moins 3 heures. Une consommation excessive peut avoir des effets laxatifs. Ne convient pas aux enfants de moins de 12 ans. Tenir hors de portée des jeunes enfants.',
    position: 2,
    weight: 0.06,
    images: packshots('pastilles-zinc-vitamine-c', 'Pastilles zinc & vitamine C', 'comprimes', {
      shape: 'blister',
      brand: ambroisie,
      label: 'Zinc + C',
      sublabel: '36 pastilles',
      accent: '#F2C94C',
    }),
    options: [flavour([['citron', 'Citron'], ['fruits-rouges', 'Fruits rouges'], ['menthe', 'Menthe']])],
    rows: {
      citron: { price: 8.9, stock: 150 },
      'fruits-rouges': { price: 8.9, stock: 90 },
      menthe: { price: 8.9, stock: 0 },
    },
    pack: { shape: 'blister', brand: ambroisie, label: 'Zinc + C', sublabel: '36 pastilles' },
    imageBase: 'pastilles-zinc-vitamine-c',
  }),
  {
    sku: 'IMM-PROPOLIS-SPRAY',
    type: 'simple',
    name: 'Spray propolis verte & thym',
    urlKey: 'spray-propolis-verte-thym',
    categories: ['ruche', 'cure-hiver', 'made-in-france'],
    price: 10.9,
    stock: 176,
    brand: herbalune.name,
    form: 'liquide',
    dietary: ['sans-lactose', 'made-in-france'],
    shortDescription:
      'Un spray buccal sans alcool associant extrait de propolis verte, miel et thym, au goût franc et légèrement boisé.',
    description: html(
      'La propolis est une résine que les abeilles récoltent sur les bourgeons des arbres pour protéger leur ruche. La propolis verte du Brésil provient d’un arbuste, le romarin des champs, et se distingue par sa couleur et son parfum.',
      'Nous l’avons associée à du miel de châtaignier et à un extrait de thym, qui contribue au confort de la gorge. La base est glycérinée, sans alcool.',
      'Une ou deux pulvérisations au fond de la gorge, plusieurs fois par jour à l’arrivée du froid.',
    ),
    ingredients:
      'Glycérine végétale, eau, miel de châtaignier, extrait de propolis verte (Baccharis dracunculifolia), extrait de feuille de thym (Thymus vulgaris), huile essentielle de thym à thymol. Pour 5 pulvérisations : extrait de propolis 50 mg, extrait de thym 25 mg.',
    dosage:
      '1 à 2 pulvérisations dans la gorge, jusqu’à 5 fois par jour. Déconseillé en cas d’allergie aux produits de la ruche ou à l’un des ingrédients, aux femmes enceintes ou allaitantes et aux enfants de moins de 6 ans. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.06,
    images: packshots('spray-propolis-verte-thym', 'Spray propolis verte & thym', 'liquide', {
      shape: 'bottle',
      brand: herbalune,
      label: 'Propolis verte',
      sublabel: '30 ml',
      color: '#3A5A40',
      accent: '#E9C46A',
    }),
  },
  {
    sku: 'IMM-GELEE-ROYALE',
    type: 'simple',
    name: 'Gelée royale bio 1500 mg',
    urlKey: 'gelee-royale-bio-1500',
    categories: ['ruche', 'energie', 'bio'],
    price: 23.9,
    stock: 66,
    brand: herbalune.name,
    form: 'ampoules',
    dietary: ['bio', 'sans-lactose'],
    shortDescription:
      'Vingt ampoules de gelée royale bio, à 1500 mg par ampoule, dans un miel d’acacia bio.',
    description: html(
      'La gelée royale est la substance blanchâtre que les abeilles nourricières sécrètent pour alimenter les larves et, toute sa vie, la reine. Elle contient naturellement des protéines, des acides aminés et des vitamines du groupe B.',
      'Elle est récoltée par des apiculteurs bio européens, puis mélangée à du miel d’acacia et à un peu d’eau, ce qui permet une conservation à température ambiante avant ouverture.',
      'Beaucoup apprécient une cure de vingt jours aux changements de saison.',
    ),
    ingredients:
      'Miel d’acacia*, eau, gelée royale fraîche* (15 %), jus de citron concentré*. *Issus de l’agriculture biologique, origine Union européenne. Pour 1 ampoule de 10 ml : gelée royale fraîche 1500 mg.',
    dosage:
      '1 ampoule par jour, le matin à jeun, pure ou diluée dans un peu d’eau. Cure de 20 jours. Déconseillé en cas d’allergie aux produits de la ruche, d’asthme, aux femmes enceintes ou allaitantes et aux enfants de moins de 3 ans. Tenir hors de portée des jeunes enfants.',
    position: 4,
    weight: 0.31,
    images: packshots('gelee-royale-bio-1500', 'Gelée royale bio 1500 mg', 'ampoules', {
      shape: 'box',
      brand: herbalune,
      label: 'Gelée royale',
      sublabel: '20 ampoules',
      color: '#F6E7B4',
      accent: '#C98B2B',
    }),
  },
  {
    sku: 'IMM-SUREAU',
    type: 'simple',
    name: 'Sirop de sureau noir & acérola bio',
    urlKey: 'sirop-sureau-noir-acerola-bio',
    categories: ['cure-hiver', 'bio', 'made-in-france'],
    price: 12.9,
    stock: 84,
    brand: herbalune.name,
    form: 'liquide',
    dietary: ['bio', 'vegan', 'sans-gluten', 'made-in-france'],
    shortDescription:
      'Un sirop fruité de baies de sureau noir et d’acérola bio, pour toute la famille dès 3 ans.',
    description: html(
      'Les baies de sureau noir sont cueillies à maturité, en fin d’été, lorsqu’elles prennent leur couleur violet profond. Leur jus concentré est associé à l’acérola, source naturelle de vitamine C.',
      'Une cuillère à soupe apporte 40 mg de vitamine C, soit la moitié des valeurs nutritionnelles de référence. La vitamine C contribue au fonctionnement normal du système immunitaire.',
      'Le sirop se prend pur, à la cuillère, ou dilué dans de l’eau chaude pour une boisson réconfortante.',
    ),
    ingredients:
      'Sirop d’agave*, jus concentré de baies de sureau noir* (Sambucus nigra) 30 %, eau, poudre de jus d’acérola*, jus de citron concentré*. *Issus de l’agriculture biologique. Pour 1 cuillère à soupe (10 ml) : vitamine C 40 mg (50 % VNR).',
    dosage:
      'Adultes : 1 cuillère à soupe par jour. Enfants de 3 à 12 ans : 1 cuillère à café par jour. Après ouverture, conserver au réfrigérateur et consommer dans le mois. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.26,
    images: packshots('sirop-sureau-noir-acerola-bio', 'Sirop de sureau noir & acérola bio', 'liquide', {
      shape: 'bottle',
      brand: herbalune,
      label: 'Sureau noir',
      sublabel: '150 ml',
      color: '#3D1E3B',
      accent: '#E8D9A8',
    }),
  },
  {
    sku: 'IMM-EPP',
    type: 'simple',
    name: 'Extrait de pépins de pamplemousse',
    urlKey: 'extrait-pepins-pamplemousse',
    categories: ['cure-hiver', 'vegan'],
    price: 14.5,
    stock: 47,
    brand: herbalune.name,
    form: 'liquide',
    dietary: ['vegan'],
    shortDescription:
      'L’extrait de pépins de pamplemousse en gouttes, riche en bioflavonoïdes, à diluer dans un jus ou un verre d’eau.',
    description: html(
      'Obtenu à partir des pépins et de la pulpe blanche du pamplemousse, cet extrait est riche en bioflavonoïdes d’agrumes. Il est standardisé à 800 mg de bioflavonoïdes pour 100 ml.',
      'Son amertume est très prononcée : diluez toujours les gouttes dans un grand verre d’eau ou de jus de fruits.',
      '<p><strong>Attention :</strong> comme le jus de pamplemousse, cet extrait peut interagir avec de nombreux médicaments. Si vous suivez un traitement, demandez l’avis de votre médecin ou de votre pharmacien avant de l’utiliser.</p>',
    ),
    ingredients:
      'Glycérine végétale, extrait de pépins et de pulpe de pamplemousse (Citrus paradisi), eau, extrait d’acérola. Pour 15 gouttes : bioflavonoïdes d’agrumes 6 mg.',
    dosage:
      '15 gouttes, 2 fois par jour, diluées dans un grand verre d’eau ou de jus. Ne pas utiliser pur. Déconseillé en cas de traitement médicamenteux sans avis médical, aux femmes enceintes ou allaitantes et aux enfants. Tenir hors de portée des jeunes enfants.',
    position: 6,
    weight: 0.09,
    images: packshots('extrait-pepins-pamplemousse', 'Extrait de pépins de pamplemousse', 'liquide', {
      shape: 'dropper',
      brand: herbalune,
      label: 'Pamplemousse',
      sublabel: '50 ml',
      accent: '#F28482',
    }),
  },
];

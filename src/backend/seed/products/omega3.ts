import type { SeedProduct } from '../types';
import { brands, configurable, flavour, html, packSize, packshots } from './helpers';

const { fjordel, herbalune, belleval } = brands;

export const omega3: SeedProduct[] = [
  configurable({
    sku: 'OMG-EPA-DHA',
    name: 'Oméga-3 EPA DHA marin',
    urlKey: 'omega-3-epa-dha-marin',
    categories: ['omega-3-marins', 'meilleures-ventes'],
    brand: fjordel.name,
    form: 'capsules',
    dietary: ['sans-gluten', 'sans-lactose'],
    shortDescription:
      'Huile de petits poissons concentrée à 70 % d’oméga-3 : 800 mg d’EPA et 400 mg de DHA pour deux capsules.',
    description: html(
      'Anchois, sardines et maquereaux sont de petits poissons en bas de la chaîne alimentaire, qui accumulent peu de contaminants. Leur huile est purifiée par distillation moléculaire, puis concentrée sous forme de triglycérides, la forme naturellement présente dans le poisson.',
      'Deux capsules apportent 1200 mg d’EPA et de DHA. L’EPA et le DHA contribuent à une fonction cardiaque normale ; le DHA contribue au maintien d’une fonction cérébrale et d’une vision normales (effets obtenus avec 250 mg d’EPA et de DHA, et 250 mg de DHA, par jour).',
      'Chaque lot est analysé par un laboratoire indépendant : indice d’oxydation TOTOX, métaux lourds, PCB et dioxines. Une touche d’huile essentielle de citron évite les remontées au goût de poisson.',
    ),
    ingredients:
      'Huile de poisson concentrée (anchois, sardine, maquereau), enveloppe de la capsule (gélatine de poisson, humectant : glycérol, eau), antioxydant : extrait riche en tocophérols, huile essentielle de citron. Pour 2 capsules : huile de poisson 2000 mg dont EPA 800 mg et DHA 400 mg. Contient du poisson.',
    dosage:
      '2 capsules par jour, au cours d’un repas. Ne pas dépasser la dose journalière recommandée. Avis médical conseillé en cas de traitement anticoagulant. Tenir hors de portée des jeunes enfants. À conserver à l’abri de la chaleur.',
    position: 1,
    weight: 0.14,
    metaTitle: 'Oméga-3 EPA DHA marin concentré – capsules',
    metaDescription:
      'Oméga-3 de petits poissons, 1200 mg d’EPA et de DHA par jour, forme triglycéride, indice TOTOX contrôlé à chaque lot.',
    images: packshots('omega-3-epa-dha-marin', 'Oméga-3 EPA DHA marin', 'capsules', {
      shape: 'bottle',
      brand: fjordel,
      label: 'Oméga-3',
      sublabel: '60 capsules',
    }, ['front', 'side', 'back', 'content']),
    options: [packSize([['60', '60 capsules'], ['120', '120 capsules'], ['180', '180 capsules']])],
    rows: {
      '60': { price: 16.9, stock: 260 },
      '120': { price: 29.9, stock: 180 },
      '180': { price: 39.9, specialPrice: 34.9, stock: 45 },
    },
    pack: { shape: 'bottle', brand: fjordel, label: 'Oméga-3' },
    imageBase: 'omega-3-epa-dha-marin',
  }),
  {
    sku: 'OMG-ALGUE',
    type: 'simple',
    name: 'Oméga-3 d’algue, DHA végétal',
    urlKey: 'omega-3-algue-dha-vegetal',
    categories: ['omega-3-vegetaux', 'vegan', 'nouveautes'],
    price: 27.9,
    stock: 112,
    brand: fjordel.name,
    form: 'capsules',
    dietary: ['vegan', 'sans-lactose'],
    shortDescription:
      'Le DHA et l’EPA à la source : une huile de micro-algue cultivée en bioréacteur, dans une capsule sans gélatine.',
    description: html(
      'Les poissons ne fabriquent pas eux-mêmes leurs oméga-3 : ils les trouvent dans les micro-algues dont se nourrit le plancton. Cette huile est extraite de <em>Schizochytrium</em>, une micro-algue cultivée en milieu fermé, à l’abri de toute pollution marine.',
      'Deux capsules apportent 500 mg de DHA et 250 mg d’EPA. Le DHA contribue au maintien d’une fonction cérébrale et d’une vision normales ; l’EPA et le DHA contribuent à une fonction cardiaque normale.',
      'Aucun arrière-goût de poisson, une enveloppe végétale à base d’amidon et de carraghénanes : une formule qui convient aux végétaliens comme aux personnes allergiques au poisson.',
    ),
    ingredients:
      'Huile de micro-algue (Schizochytrium sp.), enveloppe de la capsule (amidon de maïs modifié, humectant : glycérol, agent d’épaississement : carraghénanes, eau), antioxydants : extrait de romarin, extrait riche en tocophérols, palmitate d’ascorbyle. Pour 2 capsules : DHA 500 mg, EPA 250 mg.',
    dosage:
      '2 capsules par jour, au cours d’un repas. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 2,
    weight: 0.09,
    images: packshots('omega-3-algue-dha-vegetal', 'Oméga-3 d’algue, DHA végétal', 'capsules', {
      shape: 'bottle',
      brand: fjordel,
      label: 'Oméga-3 algue',
      sublabel: '60 capsules',
      accent: '#6FBF73',
    }),
  },
  {
    sku: 'OMG-KRILL',
    type: 'simple',
    name: 'Huile de krill antarctique',
    urlKey: 'huile-de-krill-antarctique',
    categories: ['omega-3-marins'],
    price: 32.9,
    specialPrice: 27.9,
    stock: 54,
    brand: fjordel.name,
    form: 'capsules',
    dietary: ['sans-lactose'],
    shortDescription:
      'Des oméga-3 liés aux phospholipides et l’astaxanthine qui donne au krill sa couleur rouge : de petites capsules, sans arrière-goût.',
    description: html(
      'Le krill est un minuscule crustacé des eaux froides de l’océan Austral. Son huile se distingue des huiles de poisson par ses oméga-3, en grande partie liés à des phospholipides, et par sa teneur naturelle en astaxanthine.',
      'Quatre capsules apportent 260 mg d’EPA et de DHA, qui contribuent à une fonction cardiaque normale. Les capsules sont petites et ne laissent pas de goût de poisson.',
      'Le krill provient d’une pêcherie gérée selon les recommandations de la commission internationale chargée de la conservation de la faune et de la flore marines de l’Antarctique.',
    ),
    ingredients:
      'Huile de krill (Euphausia superba), enveloppe de la capsule (gélatine de poisson, humectant : glycérol, eau). Pour 4 capsules : huile de krill 2000 mg dont EPA 170 mg, DHA 90 mg, phospholipides 860 mg, astaxanthine 0,2 mg. Contient des crustacés et du poisson.',
    dosage:
      '2 à 4 capsules par jour, au cours d’un repas. Déconseillé en cas d’allergie aux crustacés. Avis médical conseillé en cas de traitement anticoagulant. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.07,
    images: packshots('huile-de-krill-antarctique', 'Huile de krill antarctique', 'capsules', {
      shape: 'bottle',
      brand: fjordel,
      label: 'Krill',
      sublabel: '60 capsules',
      accent: '#C8553D',
    }),
  },
  {
    sku: 'OMG-FOIE-MORUE',
    type: 'simple',
    name: 'Huile de foie de morue',
    urlKey: 'huile-de-foie-de-morue',
    categories: ['omega-3-marins'],
    price: 14.5,
    stock: 0,
    brand: fjordel.name,
    form: 'capsules',
    dietary: ['sans-lactose'],
    shortDescription:
      'La recette de nos grands-mères, en capsules : des oméga-3 et les vitamines A et D naturellement présentes dans le foie de morue.',
    description: html(
      'Longtemps servie à la cuillère aux enfants du nord de l’Europe, l’huile de foie de morue est aujourd’hui raffinée et mise en capsules, ce qui la rend bien plus agréable à prendre.',
      'Outre ses oméga-3, elle apporte naturellement de la vitamine A, qui contribue au maintien d’une vision normale et de muqueuses normales, et de la vitamine D, qui contribue au fonctionnement normal du système immunitaire.',
      'Son huile provient de morues de l’Atlantique Nord-Est, pêchées au large de la Norvège.',
    ),
    ingredients:
      'Huile de foie de morue (Gadus morhua), enveloppe de la capsule (gélatine de poisson, humectant : glycérol, eau), antioxydant : extrait riche en tocophérols. Pour 2 capsules : huile 1000 mg dont EPA 90 mg, DHA 110 mg ; vitamine A 240 µg (30 % VNR), vitamine D 2,5 µg (50 % VNR). Contient du poisson.',
    dosage:
      '2 capsules par jour, au cours d’un repas. Déconseillé aux femmes enceintes sans avis médical en raison de la présence de vitamine A. Ne pas associer à d’autres compléments contenant de la vitamine A. Tenir hors de portée des jeunes enfants.',
    position: 4,
    weight: 0.08,
    images: packshots('huile-de-foie-de-morue', 'Huile de foie de morue', 'capsules', {
      shape: 'bottle',
      brand: fjordel,
      label: 'Foie de morue',
      sublabel: '90 capsules',
      accent: '#E1B94F',
    }),
  },
  configurable({
    sku: 'OMG-LIQUIDE',
    name: 'Oméga-3 liquide',
    urlKey: 'omega-3-liquide',
    categories: ['omega-3-marins'],
    brand: fjordel.name,
    form: 'liquide',
    dietary: ['sans-lactose'],
    shortDescription:
      'Une cuillère à café par jour d’huile de poisson aromatisée : l’alternative aux capsules, à prendre pure ou dans un yaourt.',
    description: html(
      'Certaines personnes n’aiment pas avaler de capsules, d’autres veulent un apport élevé sans en prendre six par jour. Cette huile liquide répond aux deux : une cuillère à café de 5 ml apporte 1600 mg d’EPA et de DHA.',
      'L’huile est aromatisée au citron ou à l’orange avec des huiles essentielles, et enrichie en vitamine E, qui contribue à protéger les cellules contre le stress oxydatif. L’EPA et le DHA contribuent à une fonction cardiaque normale.',
      'Une fois ouverte, la bouteille se conserve au réfrigérateur et se consomme dans les trois mois.',
    ),
    ingredients:
      'Huile de poisson (anchois, sardine), huile essentielle de citron ou d’orange douce, antioxydants : extrait riche en tocophérols, extrait de romarin. Pour 5 ml : EPA 950 mg, DHA 650 mg, vitamine E 2,4 mg (20 % VNR). Contient du poisson.',
    dosage:
      '1 cuillère à café (5 ml) par jour, pure ou mélangée à un aliment froid. Bien agiter avant emploi. Après ouverture, conserver au réfrigérateur et consommer dans les 3 mois. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.38,
    images: packshots('omega-3-liquide', 'Oméga-3 liquide', 'liquide', {
      shape: 'bottle',
      brand: fjordel,
      label: 'Oméga-3 liquide',
      sublabel: '200 ml',
      accent: '#F2C94C',
    }),
    options: [flavour([['citron', 'Citron'], ['orange', 'Orange']])],
    rows: {
      citron: { price: 24.9, stock: 70 },
      orange: { price: 24.9, stock: 0 },
    },
    pack: { shape: 'bottle', brand: fjordel, label: 'Oméga-3 liquide', sublabel: '200 ml' },
    imageBase: 'omega-3-liquide',
  }),
  {
    sku: 'OMG-ONAGRE',
    type: 'simple',
    name: 'Huile d’onagre bio',
    urlKey: 'huile-onagre-bio',
    categories: ['onagre-bourrache', 'peau', 'bio'],
    price: 14.9,
    stock: 145,
    brand: belleval.name,
    form: 'capsules',
    dietary: ['bio', 'sans-lactose'],
    shortDescription:
      'Huile vierge de graines d’onagre bio, pressée à froid, riche en acide gamma-linolénique.',
    description: html(
      'L’onagre, ou « primevère du soir », ouvre ses fleurs jaunes à la tombée du jour. Ses petites graines donnent une huile précieuse, contenant environ 9 % d’acide gamma-linolénique (GLA), un acide gras oméga-6 peu répandu dans l’alimentation.',
      'L’huile est obtenue par première pression à froid, sans solvant, puis enrichie en vitamine E naturelle, qui contribue à protéger les cellules contre le stress oxydatif.',
      'Très appréciée en routine beauté, elle se prend en cure de trois mois, en complément d’une alimentation riche en oméga-3.',
    ),
    ingredients:
      'Huile vierge de graines d’onagre* (Oenothera biennis), enveloppe de la capsule (gélatine de poisson, humectant : glycérol, eau), vitamine E naturelle (D-alpha-tocophérol). *Issue de l’agriculture biologique. Pour 3 capsules : huile d’onagre 1500 mg dont GLA 135 mg, vitamine E 3,6 mg (30 % VNR). Contient du poisson.',
    dosage:
      '3 capsules par jour, au cours des repas. Ne pas dépasser la dose journalière recommandée. Déconseillé aux personnes épileptiques. Tenir hors de portée des jeunes enfants.',
    position: 6,
    weight: 0.1,
    images: packshots('huile-onagre-bio', 'Huile d’onagre bio', 'capsules', {
      shape: 'bottle',
      brand: belleval,
      label: 'Onagre bio',
      sublabel: '100 capsules',
      accent: '#E7C242',
    }),
  },
  {
    sku: 'OMG-BOURRACHE',
    type: 'simple',
    name: 'Huile de bourrache bio',
    urlKey: 'huile-bourrache-bio',
    categories: ['onagre-bourrache', 'peau', 'bio'],
    price: 15.9,
    stock: 63,
    brand: belleval.name,
    form: 'capsules',
    dietary: ['bio', 'sans-lactose'],
    shortDescription:
      'Deux fois plus riche en GLA que l’huile d’onagre : l’huile de bourrache bio, en capsules de 500 mg.',
    description: html(
      'Les graines de bourrache, cette plante aux fleurs bleues en étoile, renferment l’une des huiles végétales les plus riches en acide gamma-linolénique : environ 20 %.',
      'Pressée à froid et stabilisée à la vitamine E, qui contribue à protéger les cellules contre le stress oxydatif, elle complète volontiers une cure d’huile d’onagre ou d’oméga-3.',
    ),
    ingredients:
      'Huile vierge de graines de bourrache* (Borago officinalis), enveloppe de la capsule (gélatine de poisson, humectant : glycérol, eau), vitamine E naturelle (D-alpha-tocophérol). *Issue de l’agriculture biologique. Pour 2 capsules : huile de bourrache 1000 mg dont GLA 200 mg, vitamine E 2,4 mg (20 % VNR). Contient du poisson.',
    dosage:
      '2 capsules par jour, au cours d’un repas. Déconseillé aux femmes enceintes ou allaitantes. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 7,
    weight: 0.07,
    images: packshots('huile-bourrache-bio', 'Huile de bourrache bio', 'capsules', {
      shape: 'bottle',
      brand: belleval,
      label: 'Bourrache bio',
      sublabel: '60 capsules',
      accent: '#5B7DB1',
    }, ['front', 'content']),
  },
  {
    sku: 'OMG-369-VEG',
    type: 'simple',
    name: 'Oméga 3-6-9 végétal',
    urlKey: 'omega-3-6-9-vegetal',
    categories: ['omega-3-vegetaux', 'vegan', 'bio'],
    price: 13.9,
    stock: 98,
    brand: herbalune.name,
    form: 'capsules',
    dietary: ['vegan', 'bio', 'made-in-france'],
    shortDescription:
      'Un assemblage d’huiles vierges bio de lin, de cameline et de chanvre, riche en acide alpha-linolénique.',
    description: html(
      'Lin et cameline, deux plantes cultivées en France, figurent parmi les meilleures sources végétales d’acide alpha-linolénique (ALA), l’oméga-3 d’origine végétale. L’huile de chanvre complète l’assemblage avec ses oméga-6, et l’huile d’olive avec ses oméga-9.',
      'Trois capsules apportent 1,4 g d’ALA. Les huiles sont pressées à froid dans un moulin du Gers, puis mises en capsules végétales.',
      'Pour un apport plus complet en DHA et en EPA sans ingrédient animal, associez-le à notre huile d’algue.',
    ),
    ingredients:
      'Huile vierge de lin*, huile vierge de cameline*, huile vierge de chanvre*, huile d’olive vierge extra*, enveloppe de la capsule (amidon de maïs modifié, humectant : glycérol, agent d’épaississement : carraghénanes, eau), antioxydant : extrait riche en tocophérols. *Issues de l’agriculture biologique. Pour 3 capsules : ALA 1400 mg, acide linoléique 550 mg, acide oléique 480 mg.',
    dosage:
      '3 capsules par jour, au cours des repas. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 8,
    weight: 0.12,
    images: packshots('omega-3-6-9-vegetal', 'Oméga 3-6-9 végétal', 'capsules', {
      shape: 'bottle',
      brand: herbalune,
      label: 'Oméga 3-6-9',
      sublabel: '90 capsules',
      accent: '#C9B458',
    }),
  },
];

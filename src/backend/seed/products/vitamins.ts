import type { SeedProduct } from '../types';
import { brands, configurable, html, packSize, packshots } from './helpers';

const { ambroisie, herbalune } = brands;

export const vitamins: SeedProduct[] = [
  {
    sku: 'VIT-D3-2000',
    type: 'simple',
    name: 'Vitamine D3 2000 UI végétale',
    urlKey: 'vitamine-d3-2000-ui-vegetale',
    categories: ['vitamine-d', 'vegan', 'meilleures-ventes'],
    price: 14.9,
    stock: 240,
    brand: ambroisie.name,
    form: 'capsules',
    dietary: ['vegan', 'sans-gluten', 'made-in-france'],
    shortDescription:
      'Vitamine D3 issue du lichen, dans une huile d’olive vierge extra. Une petite capsule par jour, soit trois mois de cure par flacon.',
    description: html(
      'La plupart des vitamines D3 sont extraites de la lanoline, la graisse de la laine de mouton. Celle de ce flacon provient d’un lichen cultivé de façon contrôlée : le cholécalciférol obtenu est identique, mais la formule convient aux personnes qui suivent une alimentation végétalienne.',
      'Chaque capsule apporte 50 µg de vitamine D3, soit 2000 UI. La vitamine D contribue au fonctionnement normal du système immunitaire, au maintien d’une ossature et d’une fonction musculaire normales, ainsi qu’à l’absorption et à l’utilisation normales du calcium et du phosphore.',
      'La vitamine D étant liposoluble, nous l’avons dissoute dans une huile d’olive vierge extra plutôt que dans un excipient neutre. L’enveloppe, à base d’amidon de pois, ne contient pas de gélatine.',
    ),
    ingredients:
      'Huile d’olive vierge extra, enveloppe de la capsule (amidon de pois modifié, agent d’épaississement : carraghénanes ; humectant : glycérol ; eau), cholécalciférol (vitamine D3 de lichen), antioxydant : extrait riche en tocophérols. Pour 1 capsule : vitamine D3 50 µg (2000 UI), soit 1000 % des VNR.',
    dosage:
      '1 capsule par jour, au cours d’un repas contenant des matières grasses. Ne pas dépasser la dose journalière recommandée. Ne convient pas aux enfants de moins de 11 ans. En cas de traitement médical, demandez l’avis de votre médecin. Tenir hors de portée des jeunes enfants.',
    position: 1,
    weight: 0.06,
    metaTitle: 'Vitamine D3 2000 UI végétale (lichen) – 90 capsules',
    metaDescription:
      'Vitamine D3 vegan issue du lichen, 2000 UI par capsule dans de l’huile d’olive vierge extra. Fabriquée en France, 3 mois de cure.',
    images: packshots('vitamine-d3-2000-ui-vegetale', 'Vitamine D3 2000 UI végétale', 'capsules', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Vitamine D3',
      sublabel: '90 capsules',
      accent: '#E2A72E',
    }, ['front', 'side', 'back', 'content']),
  },
  {
    sku: 'VIT-D3-GOUTTES',
    type: 'simple',
    name: 'Vitamine D3 1000 UI en gouttes',
    urlKey: 'vitamine-d3-1000-ui-gouttes',
    categories: ['vitamine-d', 'vegan'],
    price: 11.9,
    specialPrice: 9.9,
    stock: 128,
    brand: ambroisie.name,
    form: 'liquide',
    dietary: ['vegan', 'sans-lactose'],
    shortDescription:
      'Une goutte, 1000 UI : la vitamine D3 végétale la plus simple à doser, à déposer sur la langue ou dans une cuillère.',
    description: html(
      'Ce flacon compte-gouttes de 20 ml contient environ 600 gouttes de vitamine D3 d’origine végétale, dissoute dans de l’huile de coco fractionnée (TCM). La texture est fluide, le goût presque neutre.',
      'Le format liquide permet d’ajuster facilement la quantité : une goutte apporte 25 µg (1000 UI), deux gouttes 50 µg. La vitamine D contribue au maintien d’une ossature normale et au fonctionnement normal du système immunitaire.',
      'Après ouverture, refermez bien le flacon et conservez-le à l’abri de la lumière ; il se garde six mois.',
    ),
    ingredients:
      'Huile de coco fractionnée (triglycérides à chaîne moyenne), cholécalciférol (vitamine D3 de lichen), antioxydant : extrait riche en tocophérols. Pour 1 goutte : vitamine D3 25 µg (1000 UI), soit 500 % des VNR.',
    dosage:
      '1 à 2 gouttes par jour, directement sur la langue ou sur une cuillère, de préférence pendant un repas. Ne pas dépasser 2 gouttes par jour. Ne convient pas aux enfants de moins de 11 ans. Tenir hors de portée des jeunes enfants.',
    position: 2,
    weight: 0.06,
    images: packshots('vitamine-d3-1000-ui-gouttes', 'Vitamine D3 1000 UI en gouttes', 'liquide', {
      shape: 'dropper',
      brand: ambroisie,
      label: 'Vitamine D3',
      sublabel: '20 ml',
      accent: '#E2A72E',
    }),
  },
  {
    sku: 'VIT-D3-K2',
    type: 'simple',
    name: 'Vitamine D3 + K2 MK-7',
    urlKey: 'vitamine-d3-k2-mk7',
    categories: ['vitamine-d', 'made-in-france'],
    price: 19.9,
    stock: 86,
    brand: ambroisie.name,
    form: 'gelules',
    dietary: ['made-in-france'],
    shortDescription:
      'L’association de la vitamine D3 et de la vitamine K2 sous sa forme ménaquinone-7, deux vitamines qui contribuent au maintien d’une ossature normale.',
    description: html(
      'Vitamine D3 et vitamine K2 sont souvent proposées ensemble : toutes deux contribuent au maintien d’une ossature normale. La vitamine D contribue en outre à l’absorption normale du calcium, et la vitamine K à une coagulation sanguine normale.',
      'Nous utilisons la forme MK-7 de la vitamine K2, obtenue par fermentation de pois chiche, dans sa configuration « tout-trans ». Une gélule apporte 25 µg de vitamine D3 (1000 UI) et 75 µg de vitamine K2.',
      '<p><strong>Important :</strong> les personnes qui suivent un traitement anticoagulant de type antivitamine K ne doivent pas prendre ce produit sans avis médical.</p>',
    ),
    ingredients:
      'Agent de charge : cellulose microcristalline, gélule (gélatine de poisson), ménaquinone-7 (vitamine K2, sur support de cellulose), cholécalciférol (vitamine D3, de lanoline), antiagglomérant : stéarate de magnésium d’origine végétale. Pour 1 gélule : vitamine D3 25 µg (500 % VNR), vitamine K2 75 µg (100 % VNR).',
    dosage:
      '1 gélule par jour, pendant le repas. Ne pas dépasser la dose journalière recommandée. Déconseillé en cas de traitement anticoagulant. Ne convient pas aux enfants. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.07,
    images: packshots('vitamine-d3-k2-mk7', 'Vitamine D3 + K2 MK-7', 'gelules', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'D3 + K2',
      sublabel: '60 gélules',
      accent: '#3E7C59',
    }),
  },
  {
    sku: 'VIT-C-LIPO',
    type: 'simple',
    name: 'Vitamine C liposomale',
    urlKey: 'vitamine-c-liposomale',
    categories: ['vitamine-c', 'nouveautes', 'vegan'],
    price: 24.9,
    stock: 0,
    brand: ambroisie.name,
    form: 'gelules',
    dietary: ['vegan'],
    shortDescription:
      'Vitamine C encapsulée dans des liposomes de lécithine de tournesol : 1000 mg par jour, sans acidité pour l’estomac.',
    description: html(
      'La technologie liposomale consiste à envelopper la vitamine C dans de minuscules vésicules de phospholipides, ici issus de la lécithine de tournesol. Résultat : une vitamine C douce, qui convient aux estomacs sensibles à l’acidité de l’acide ascorbique.',
      'Deux gélules apportent 1000 mg de vitamine C. Elle contribue au fonctionnement normal du système immunitaire, à réduire la fatigue et à protéger les cellules contre le stress oxydatif.',
    ),
    ingredients:
      'Vitamine C liposomale (acide L-ascorbique, lécithine de tournesol), gélule végétale (hydroxypropylméthylcellulose), antiagglomérant : dioxyde de silicium. Pour 2 gélules : vitamine C 1000 mg, soit 1250 % des VNR.',
    dosage:
      '2 gélules par jour, à prendre le matin avec un grand verre d’eau. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants. À conserver à l’abri de la chaleur et de l’humidité.',
    position: 4,
    weight: 0.09,
    images: packshots('vitamine-c-liposomale', 'Vitamine C liposomale', 'gelules', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Vitamine C',
      sublabel: '60 gélules',
      accent: '#F08A24',
    }),
  },
  {
    sku: 'VIT-C-ACEROLA',
    type: 'simple',
    name: 'Acérola bio à croquer',
    urlKey: 'acerola-bio-a-croquer',
    categories: ['vitamine-c', 'cure-hiver', 'bio'],
    price: 12.5,
    stock: 310,
    brand: herbalune.name,
    form: 'comprimes',
    dietary: ['bio', 'vegan'],
    shortDescription:
      'Des comprimés à croquer au goût acidulé, à base de cerise d’acérola bio, naturellement riche en vitamine C.',
    description: html(
      'La cerise d’acérola pousse dans les Antilles et en Amérique du Sud. Son jus, séché à basse température, apporte une vitamine C d’origine naturelle accompagnée des autres constituants du fruit.',
      'Un comprimé fournit 80 mg de vitamine C, la totalité de la valeur nutritionnelle de référence. La vitamine C contribue à réduire la fatigue et au fonctionnement normal du système immunitaire.',
      'Les comprimés se croquent ou se laissent fondre en bouche. Leur saveur fruitée plaît aussi aux adolescents, dès 12 ans.',
    ),
    ingredients:
      'Poudre de jus d’acérola* (Malpighia glabra, support : maltodextrine*), sucre de canne*, amidon de maïs*, arôme naturel d’orange*, antiagglomérant : concentré de riz*. *Ingrédients issus de l’agriculture biologique. Pour 1 comprimé : vitamine C 80 mg, soit 100 % des VNR.',
    dosage:
      '1 à 2 comprimés par jour, à croquer, de préférence le matin. Ne pas dépasser la dose journalière recommandée. Ne pas prendre le soir en cas de sensibilité. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.12,
    images: packshots('acerola-bio-a-croquer', 'Acérola bio à croquer', 'comprimes', {
      shape: 'jar',
      brand: herbalune,
      label: 'Acérola bio',
      sublabel: '60 comprimés',
      accent: '#D94A38',
    }),
  },
  configurable({
    sku: 'VIT-C-LP',
    name: 'Vitamine C 500 mg à libération prolongée',
    urlKey: 'vitamine-c-500-liberation-prolongee',
    categories: ['vitamine-c', 'cure-hiver', 'made-in-france'],
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Un comprimé bicouche qui libère sa vitamine C en plusieurs heures : une prise le matin suffit pour la journée.',
    description: html(
      'La vitamine C est hydrosoluble : l’organisme n’en fait pas de réserve et élimine rapidement l’excédent. Ce comprimé à matrice végétale diffuse progressivement ses 500 mg de vitamine C, de quoi étaler l’apport sur la journée.',
      'La vitamine C contribue au fonctionnement normal du système immunitaire, pendant et après un exercice physique intense, ainsi qu’à un métabolisme énergétique normal. Elle accroît également l’absorption du fer.',
      'Comprimés sans arôme ni édulcorant, fabriqués dans notre atelier partenaire de la Drôme.',
    ),
    ingredients:
      'Acide L-ascorbique, agent d’enrobage : hydroxypropylméthylcellulose, agent de charge : cellulose microcristalline, bioflavonoïdes d’agrumes, antiagglomérants : dioxyde de silicium, stéarate de magnésium végétal. Pour 1 comprimé : vitamine C 500 mg, soit 625 % des VNR.',
    dosage:
      '1 comprimé par jour, le matin, à avaler sans croquer avec un verre d’eau. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 6,
    weight: 0.09,
    images: packshots('vitamine-c-500-liberation-prolongee', 'Vitamine C 500 mg à libération prolongée', 'comprimes', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Vitamine C 500',
      sublabel: '60 comprimés',
      accent: '#F08A24',
    }),
    options: [packSize([['60', '60 comprimés'], ['120', '120 comprimés']])],
    rows: {
      '60': { price: 12.9, stock: 180 },
      '120': { price: 21.9, specialPrice: 18.9, stock: 95 },
    },
    pack: { shape: 'bottle', brand: ambroisie, label: 'Vitamine C 500', accent: '#F08A24' },
    imageBase: 'vitamine-c-500-lp',
  }),
  {
    sku: 'VIT-B12-1000',
    type: 'simple',
    name: 'Vitamine B12 méthylcobalamine 1000 µg',
    urlKey: 'vitamine-b12-methylcobalamine-1000',
    categories: ['vitamine-b12', 'vegan', 'meilleures-ventes'],
    price: 13.9,
    stock: 275,
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['vegan', 'sans-gluten', 'made-in-france'],
    shortDescription:
      'Petits comprimés à laisser fondre sous la langue, au goût de fraise, dosés à 1000 µg de méthylcobalamine.',
    description: html(
      'La vitamine B12 est presque exclusivement présente dans les aliments d’origine animale. Pour les personnes végétaliennes, un apport complémentaire est généralement conseillé.',
      'Nous avons choisi la méthylcobalamine, l’une des formes de la vitamine B12 présentes dans l’organisme. Elle contribue à réduire la fatigue, à la formation normale de globules rouges et au fonctionnement normal du système nerveux.',
      'Le comprimé fond en une minute environ sous la langue, avec une légère saveur de fraise. Un flacon couvre quatre mois à raison d’un comprimé tous les jours.',
    ),
    ingredients:
      'Agent de charge : mannitol, agent de charge : cellulose microcristalline, arôme naturel de fraise, antiagglomérant : stéarate de magnésium végétal, méthylcobalamine. Pour 1 comprimé : vitamine B12 1000 µg, soit 40 000 % des VNR.',
    dosage:
      '1 comprimé par jour, à laisser fondre sous la langue, en dehors des repas. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 7,
    weight: 0.05,
    images: packshots('vitamine-b12-methylcobalamine-1000', 'Vitamine B12 méthylcobalamine 1000 µg', 'comprimes', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Vitamine B12',
      sublabel: '120 comprimés',
      accent: '#C2185B',
    }),
  },
  {
    sku: 'VIT-B12-SPRAY',
    type: 'simple',
    name: 'Vitamine B12 en spray, saveur menthe',
    urlKey: 'vitamine-b12-spray-menthe',
    categories: ['vitamine-b12', 'vegan'],
    price: 15.9,
    stock: 64,
    brand: ambroisie.name,
    form: 'liquide',
    dietary: ['vegan', 'sans-lactose'],
    shortDescription:
      'Deux formes de vitamine B12 en spray buccal rafraîchissant : deux pulvérisations par jour, sans rien avaler.',
    description: html(
      'Pour celles et ceux qui n’aiment pas avaler de comprimés, ce spray délivre deux formes complémentaires de vitamine B12 : la méthylcobalamine et l’adénosylcobalamine.',
      'Deux pulvérisations apportent 250 µg de vitamine B12, qui contribue à des fonctions psychologiques normales, au métabolisme normal de l’homocystéine et au fonctionnement normal du système immunitaire.',
      'Le flacon de 25 ml contient environ 250 pulvérisations, soit un peu plus de quatre mois d’utilisation.',
    ),
    ingredients:
      'Eau purifiée, humectant : glycérine végétale, arôme naturel de menthe poivrée, conservateur : sorbate de potassium, acidifiant : acide citrique, édulcorant : glycosides de stéviol, méthylcobalamine, adénosylcobalamine. Pour 2 pulvérisations : vitamine B12 250 µg, soit 10 000 % des VNR.',
    dosage:
      '2 pulvérisations par jour à l’intérieur de la joue. Bien agiter avant emploi. Ne pas dépasser la dose journalière recommandée. Après ouverture, à consommer dans les 6 mois. Tenir hors de portée des jeunes enfants.',
    position: 8,
    weight: 0.05,
    images: packshots('vitamine-b12-spray-menthe', 'Vitamine B12 en spray, saveur menthe', 'liquide', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'B12 spray',
      sublabel: '25 ml',
      accent: '#5DBB8A',
    }, ['front', 'side', 'back']),
  },
  {
    sku: 'VIT-B-COMPLEX',
    type: 'simple',
    name: 'Complexe B actif',
    urlKey: 'complexe-b-actif',
    categories: ['complexe-b', 'vegan', 'made-in-france'],
    price: 16.9,
    stock: 142,
    brand: ambroisie.name,
    form: 'gelules',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Les huit vitamines du groupe B sous leurs formes actives, dont la vitamine B6 en P5P et les folates en méthylfolate.',
    description: html(
      'Thiamine, riboflavine, niacine, acide pantothénique, vitamine B6, biotine, folates et vitamine B12 : ce complexe réunit l’ensemble des vitamines B, qui interviennent ensemble dans de nombreuses réactions de l’organisme.',
      'Nous privilégions les formes dites coenzymées ou méthylées : riboflavine-5’-phosphate, pyridoxal-5’-phosphate, L-méthylfolate de calcium et méthylcobalamine. Les vitamines B2, B3, B5, B6, B9 et B12 contribuent à réduire la fatigue ; la thiamine contribue au fonctionnement normal du cœur.',
      'La riboflavine colore naturellement les urines en jaune vif : c’est tout à fait normal.',
    ),
    ingredients:
      'Agent de charge : farine de riz, gélule végétale (hydroxypropylméthylcellulose), nicotinamide, D-pantothénate de calcium, chlorhydrate de thiamine, pyridoxal-5’-phosphate, riboflavine-5’-phosphate sodique, L-méthylfolate de calcium, D-biotine, méthylcobalamine. Pour 1 gélule : B1 11 mg (1000 % VNR), B2 7 mg (500 %), B3 32 mg (200 %), B5 18 mg (300 %), B6 4,2 mg (300 %), B8 150 µg (300 %), B9 400 µg (200 %), B12 25 µg (1000 %).',
    dosage:
      '1 gélule par jour, le matin au petit-déjeuner. Ne pas dépasser la dose journalière recommandée. Ne pas associer à un autre complément contenant de la vitamine B6 sans avis d’un professionnel de santé. Tenir hors de portée des jeunes enfants.',
    position: 9,
    weight: 0.06,
    images: packshots('complexe-b-actif', 'Complexe B actif', 'gelules', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Complexe B',
      sublabel: '60 gélules',
      accent: '#E8B41B',
    }),
  },
  {
    sku: 'VIT-B9-400',
    type: 'simple',
    name: 'Folates actifs 400 µg (vitamine B9)',
    urlKey: 'folates-actifs-400-vitamine-b9',
    categories: ['complexe-b', 'made-in-france', 'vegan'],
    price: 9.9,
    stock: 150,
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['vegan', 'sans-lactose', 'made-in-france'],
    shortDescription:
      'Un petit comprimé de 400 µg de folates sous forme méthylée, pour les femmes qui ont un projet de grossesse.',
    description: html(
      'La vitamine B9 est souvent conseillée aux femmes qui envisagent une grossesse, en commençant plusieurs semaines avant la conception. Les folates contribuent à la croissance des tissus maternels durant la grossesse.',
      'Ce comprimé apporte 400 µg de L-méthylfolate de calcium, une forme directement utilisable par l’organisme. Les folates contribuent également à réduire la fatigue et au fonctionnement normal du système immunitaire.',
      'Parlez-en à votre médecin ou à votre sage-femme : ils pourront vous indiquer la durée de supplémentation adaptée à votre situation.',
    ),
    ingredients:
      'Agent de charge : cellulose microcristalline, agent de charge : phosphate dicalcique, antiagglomérant : stéarate de magnésium végétal, L-méthylfolate de calcium. Pour 1 comprimé : folates 400 µg, soit 200 % des VNR.',
    dosage:
      '1 comprimé par jour, avec un verre d’eau. Ne pas dépasser la dose journalière recommandée. Demandez conseil à votre médecin pendant la grossesse et l’allaitement. Tenir hors de portée des jeunes enfants.',
    position: 10,
    weight: 0.04,
    images: packshots('folates-actifs-400-vitamine-b9', 'Folates actifs 400 µg (vitamine B9)', 'comprimes', {
      shape: 'bottle',
      brand: ambroisie,
      label: 'Folates B9',
      sublabel: '90 comprimés',
      accent: '#7FB069',
    }),
  },
  {
    sku: 'VIT-MULTI-AZ',
    type: 'simple',
    name: 'Multivitamines & minéraux de A à Z',
    urlKey: 'multivitamines-mineraux-a-z',
    categories: ['multivitamines', 'meilleures-ventes', 'made-in-france'],
    price: 17.9,
    specialPrice: 14.9,
    stock: 198,
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['sans-gluten', 'made-in-france'],
    shortDescription:
      '13 vitamines et 10 minéraux dans un seul comprimé, pour compléter une alimentation parfois déséquilibrée.',
    description: html(
      'Repas pris sur le pouce, périodes chargées, alimentation peu variée : ce multivitamines couvre, en un comprimé, la plupart des besoins en vitamines et en minéraux, aux doses proches des valeurs nutritionnelles de référence.',
      'Il associe notamment la vitamine D, le zinc et le sélénium, qui contribuent au fonctionnement normal du système immunitaire, et les vitamines B, C et le magnésium, qui contribuent à réduire la fatigue.',
      '<ul><li>Vitamine A sous forme de bêta-carotène</li><li>Vitamine D3 et vitamine K1</li><li>Magnésium, zinc et fer sous forme de bisglycinates</li><li>Iode issu d’algue laminaire</li></ul>',
    ),
    ingredients:
      'Citrate de magnésium, agent de charge : cellulose microcristalline, acide L-ascorbique, bisglycinate de zinc, bisglycinate de fer, nicotinamide, acétate de DL-alpha-tocophéryle, D-pantothénate de calcium, bêta-carotène, chlorhydrate de pyridoxine, riboflavine, mononitrate de thiamine, acide ptéroylmonoglutamique, iodure de potassium, L-sélénométhionine, phylloquinone, D-biotine, cholécalciférol, cyanocobalamine, agent d’enrobage : hydroxypropylméthylcellulose, antiagglomérant : stéarate de magnésium.',
    dosage:
      '1 comprimé par jour, au cours du petit-déjeuner. Contient du fer : ne pas associer à un autre complément contenant du fer sans avis médical. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants.',
    position: 11,
    weight: 0.1,
    images: packshots('multivitamines-mineraux-a-z', 'Multivitamines & minéraux de A à Z', 'comprimes', {
      shape: 'box',
      brand: ambroisie,
      label: 'Multi A-Z',
      sublabel: '60 comprimés',
      accent: '#2A9D8F',
    }, ['front', 'side', 'back', 'content']),
  },
  {
    sku: 'VIT-MULTI-50',
    type: 'simple',
    name: 'Multivitamines Vitalité 50+',
    urlKey: 'multivitamines-vitalite-50',
    categories: ['multivitamines', 'made-in-france'],
    price: 19.9,
    stock: 0,
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['made-in-france'],
    shortDescription:
      'Une formule repensée pour les plus de cinquante ans : plus de vitamine D et de vitamine B12, de la lutéine, et sans fer.',
    description: html(
      'Avec l’âge, l’absorption de la vitamine B12 diminue et la peau synthétise moins de vitamine D. Cette formule en tient compte : 20 µg de vitamine D3 et 25 µg de vitamine B12 par comprimé.',
      'Elle ne contient pas de fer, rarement utile après la ménopause, mais apporte du calcium, du magnésium et de la vitamine K, qui contribuent au maintien d’une ossature normale. La vitamine B12 contribue à des fonctions psychologiques normales.',
      'Nous y avons ajouté 6 mg de lutéine et 1 mg de zéaxanthine issues de la fleur de tagète.',
    ),
    ingredients:
      'Carbonate de calcium, oxyde de magnésium, agent de charge : cellulose microcristalline, acide L-ascorbique, extrait de fleur de tagète (Tagetes erecta) titré en lutéine et zéaxanthine, acétate de DL-alpha-tocophéryle, gluconate de zinc, nicotinamide, chlorhydrate de pyridoxine, riboflavine, thiamine, acide folique, L-sélénométhionine, ménaquinone-7, cholécalciférol, cyanocobalamine, agent d’enrobage : hydroxypropylméthylcellulose, antiagglomérant : stéarate de magnésium.',
    dosage:
      '1 comprimé par jour, au cours d’un repas. Ne pas dépasser la dose journalière recommandée. Avis médical conseillé en cas de traitement anticoagulant. Tenir hors de portée des jeunes enfants.',
    position: 12,
    weight: 0.1,
    images: packshots('multivitamines-vitalite-50', 'Multivitamines Vitalité 50+', 'comprimes', {
      shape: 'box',
      brand: ambroisie,
      label: 'Vitalité 50+',
      sublabel: '60 comprimés',
      accent: '#5B6C8F',
    }),
  },
];

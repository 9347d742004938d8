// The category tree of the shop. Keys are stable; url keys are lowercase ASCII slugs.
import type { SeedCategory } from './types';

interface Promo {
  /** Product image under media/catalog/product, e.g. "o/m/omega-3-epa-dha-marin-front.png". */
  image: string;
  alt: string;
  heading: string;
  text: string;
  cta: string;
  /** Root-relative link to a category or product page, ending in ".html". */
  href: string;
  linkType: 'category' | 'product';
  background: string;
}

const box = 'border-style: none; border-width: 1px; border-radius: 0px;';

/** The mega menu promo block, in the markup Page Builder stores: a row, an image, a heading, a text and a button. */
function promo(p: Promo): string {
  return [
    '<div data-content-type="row" data-appearance="contained" data-element="main">',
    `<div data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="{}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="inner" style="justify-content: flex-start; display: flex; flex-direction: column; background-color: ${p.background}; background-position: left top; background-size: cover; background-repeat: no-repeat; background-attachment: scroll; ${box} margin: 0px; padding: 20px;">`,
    `<figure data-content-type="image" data-appearance="full-width" data-element="main" style="text-align: center; margin: 0px 0px 12px; padding: 0px; border-style: none;">`,
    `<a href="${p.href}" target="" data-link-type="${p.linkType}" title="${p.heading}" data-element="link">`,
    `<img class="pagebuilder-mobile-hidden" src="{{media url=catalog/product/${p.image}}}" alt="${p.alt}" title="${p.heading}" data-element="desktop_image" style="${box} max-width: 100%; height: auto;">`,
    `<img class="pagebuilder-mobile-only" src="{{media url=catalog/product/${p.image}}}" alt="${p.alt}" title="${p.heading}" data-element="mobile_image" style="${box} max-width: 100%; height: auto;">`,
    '</a></figure>',
    `<h3 data-content-type="heading" data-appearance="default" data-element="main" style="${box} margin: 0px 0px 8px; padding: 0px;">${p.heading}</h3>`,
    `<div data-content-type="text" data-appearance="default" data-element="main" style="${box} margin: 0px 0px 12px; padding: 0px;"><p>${p.text}</p></div>`,
    `<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main" style="${box} margin: 0px; padding: 0px;">`,
    '<div data-content-type="button-item" data-appearance="default" data-element="main" style="display: inline-block;">',
    `<a class="pagebuilder-button-primary" href="${p.href}" target="" data-link-type="${p.linkType}" data-element="link" style="text-align: center;"><span data-element="link_text">${p.cta}</span></a>`,
    '</div></div>',
    '</div></div>',
  ].join('');
}

export const categories: SeedCategory[] = [
  // ── Vitamines & minéraux ───────────────────────────────────────────────
  {
    key: 'vitamines-mineraux',
    parent: null,
    name: 'Vitamines & minéraux',
    urlKey: 'vitamines-mineraux',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Vitamines et minéraux essentiels, dosés selon les valeurs nutritionnelles de référence et choisis sous leurs formes les mieux assimilées : bisglycinates, méthylcobalamine, vitamine D3 d’origine végétale…</p><p>Un complément alimentaire ne remplace pas une alimentation variée et équilibrée ; il la complète lorsque les apports sont insuffisants.</p>',
    metaTitle: 'Vitamines et minéraux : compléments alimentaires',
    metaDescription:
      'Vitamine D3, vitamine C, vitamines B, magnésium, zinc, fer : des formes assimilables, des dosages clairs, fabriqués en Europe.',
    promoContent: promo({
      image: 'v/i/vitamine-d3-2000-ui-vegetale-front.png',
      alt: 'Flacon de vitamine D3 2000 UI végétale',
      heading: 'La vitamine D3, d’origine végétale',
      text: 'Issue du lichen, en capsules faciles à avaler : la vitamine D contribue au fonctionnement normal du système immunitaire.',
      cta: 'Découvrir',
      href: '/vitamine-d3-2000-ui-vegetale.html',
      linkType: 'product',
      background: '#F4EEE3',
    }),
  },
  {
    key: 'vitamines',
    parent: 'vitamines-mineraux',
    name: 'Vitamines',
    urlKey: 'vitamines',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Vitamines hydrosolubles et liposolubles, seules ou en complexes. Chaque fiche précise la forme utilisée et le pourcentage des valeurs nutritionnelles de référence (VNR) couvert par la dose journalière.</p>',
  },
  {
    key: 'vitamine-c',
    parent: 'vitamines',
    name: 'Vitamine C',
    urlKey: 'vitamine-c',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Acérola bio, formule à libération prolongée ou liposomale, pastilles à sucer : la vitamine C contribue à réduire la fatigue et au fonctionnement normal du système immunitaire.</p>',
  },
  {
    key: 'vitamine-d',
    parent: 'vitamines',
    name: 'Vitamine D',
    urlKey: 'vitamine-d',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Vitamine D3 en capsules, en gouttes ou associée à la vitamine K2. La vitamine D contribue au maintien d’une ossature normale et au fonctionnement normal du système immunitaire.</p>',
  },
  {
    key: 'vitamines-b',
    parent: 'vitamines',
    name: 'Vitamines B',
    urlKey: 'vitamines-b',
    position: 3,
    includeInMenu: true,
    description:
      '<p>Les huit vitamines du groupe B travaillent en synergie. Plusieurs d’entre elles, dont les vitamines B6, B9 et B12, contribuent à réduire la fatigue.</p>',
  },
  {
    key: 'vitamine-b12',
    parent: 'vitamines-b',
    name: 'Vitamine B12',
    urlKey: 'vitamine-b12',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Méthylcobalamine et adénosylcobalamine, en comprimés à laisser fondre ou en spray. Un complément souvent recommandé dans le cadre d’une alimentation végétalienne.</p>',
  },
  {
    key: 'complexe-b',
    parent: 'vitamines-b',
    name: 'Complexes B & folates',
    urlKey: 'complexe-b',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Formules réunissant l’ensemble des vitamines B sous leurs formes actives, et folates (vitamine B9) pour les projets de grossesse.</p>',
  },
  {
    key: 'multivitamines',
    parent: 'vitamines',
    name: 'Multivitamines',
    urlKey: 'multivitamines',
    position: 4,
    includeInMenu: true,
    description:
      '<p>Un comprimé par jour pour couvrir l’essentiel des vitamines et minéraux. Formules adaptées selon l’âge et le mode de vie.</p>',
  },
  {
    key: 'mineraux',
    parent: 'vitamines-mineraux',
    name: 'Minéraux',
    urlKey: 'mineraux',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Magnésium, zinc, fer, sélénium, calcium, iode : des formes choisies pour leur tolérance digestive et leur bonne assimilation, le plus souvent organiques ou chélatées.</p>',
  },
  {
    key: 'magnesium',
    parent: 'mineraux',
    name: 'Magnésium',
    urlKey: 'magnesium',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Bisglycinate, malate, magnésium marin : le magnésium contribue à réduire la fatigue et au fonctionnement normal du système nerveux.</p>',
  },
  {
    key: 'zinc',
    parent: 'mineraux',
    name: 'Zinc',
    urlKey: 'zinc',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Le zinc contribue au fonctionnement normal du système immunitaire ainsi qu’au maintien d’une peau, de cheveux et d’ongles normaux.</p>',
  },
  {
    key: 'fer',
    parent: 'mineraux',
    name: 'Fer',
    urlKey: 'fer',
    position: 3,
    includeInMenu: true,
    description:
      '<p>Fer bisglycinate doux pour l’estomac ou fer d’origine végétale. Le fer contribue à la formation normale de globules rouges et d’hémoglobine.</p>',
  },

  // ── Oméga-3 & acides gras ──────────────────────────────────────────────
  {
    key: 'omega-3-acides-gras',
    parent: null,
    name: 'Oméga-3 & acides gras',
    urlKey: 'omega-3-acides-gras',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Huiles de poisson purifiées, huile de krill, huile d’algue pour les végétaliens, onagre et bourrache. Nos huiles marines portent un indice TOTOX contrôlé à chaque lot.</p><p>L’EPA et le DHA contribuent à une fonction cardiaque normale (effet obtenu avec 250 mg d’EPA et de DHA par jour).</p>',
    metaTitle: 'Oméga-3 EPA, DHA et huiles végétales',
    metaDescription:
      'Oméga-3 marins ou végétaux, huile de krill, onagre et bourrache : des huiles pures, contrôlées à chaque lot.',
    promoContent: promo({
      image: 'o/m/omega-3-epa-dha-marin-front.png',
      alt: 'Flacon d’oméga-3 EPA DHA marin Fjordel',
      heading: 'Pêche durable, pureté contrôlée',
      text: 'Nos oméga-3 marins proviennent de petits poissons pélagiques, pêchés dans des pêcheries certifiées.',
      cta: 'Voir les oméga-3 marins',
      href: '/omega-3-acides-gras/omega-3-marins.html',
      linkType: 'category',
      background: '#E4EEF4',
    }),
  },
  {
    key: 'omega-3-marins',
    parent: 'omega-3-acides-gras',
    name: 'Oméga-3 marins',
    urlKey: 'omega-3-marins',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Huile de poisson concentrée en EPA et DHA, huile de krill riche en phospholipides, huile de foie de morue : des sources marines naturelles d’acides gras oméga-3.</p>',
  },
  {
    key: 'omega-3-vegetaux',
    parent: 'omega-3-acides-gras',
    name: 'Oméga-3 végétaux',
    urlKey: 'omega-3-vegetaux',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Huile de micro-algue riche en DHA, huiles de lin, de cameline et de chanvre : des oméga-3 sans aucun ingrédient d’origine animale.</p>',
  },
  {
    key: 'onagre-bourrache',
    parent: 'omega-3-acides-gras',
    name: 'Onagre & bourrache',
    urlKey: 'onagre-bourrache',
    position: 3,
    includeInMenu: true,
    description:
      '<p>Huiles vierges d’onagre et de bourrache, naturellement riches en acide gamma-linolénique (GLA), un acide gras de la famille des oméga-6.</p>',
  },

  // ── Probiotiques & digestion ───────────────────────────────────────────
  {
    key: 'probiotiques-digestion',
    parent: null,
    name: 'Probiotiques & digestion',
    urlKey: 'probiotiques-digestion',
    position: 3,
    includeInMenu: true,
    description:
      '<p>Ferments lactiques aux souches identifiées, enzymes et plantes du confort digestif, fibres pour accompagner le transit : de quoi prendre soin de son ventre au quotidien.</p>',
    metaTitle: 'Ferments lactiques, confort digestif et fibres',
    metaDescription:
      'Ferments lactiques en gélules gastro-résistantes, charbon végétal, gingembre, psyllium : notre sélection pour la digestion.',
    promoContent: promo({
      image: 'f/e/ferments-lactiques-20-milliards-front.png',
      alt: 'Flacon de ferments lactiques 20 milliards Biotaé',
      heading: '10 souches, 20 milliards',
      text: 'Des gélules gastro-résistantes conservées sans réfrigération, à prendre en cure d’un mois.',
      cta: 'Je découvre',
      href: '/ferments-lactiques-20-milliards.html',
      linkType: 'product',
      background: '#E9F5F2',
    }),
  },
  {
    key: 'ferments-lactiques',
    parent: 'probiotiques-digestion',
    name: 'Ferments lactiques',
    urlKey: 'ferments-lactiques',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Lactobacilles, bifidobactéries et levures, dosés en milliards d’UFC garantis jusqu’à la date de durabilité minimale, et non seulement à la fabrication.</p>',
  },
  {
    key: 'confort-digestif',
    parent: 'probiotiques-digestion',
    name: 'Confort digestif',
    urlKey: 'confort-digestif',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Charbon végétal activé, gingembre, enzymes d’origine végétale : des alliés à glisser dans son sac pour les repas copieux.</p>',
  },
  {
    key: 'fibres',
    parent: 'probiotiques-digestion',
    name: 'Fibres & transit',
    urlKey: 'fibres-transit',
    position: 3,
    includeInMenu: true,
    description:
      '<p>Psyllium blond, inuline de chicorée : des fibres à intégrer progressivement dans l’alimentation, avec un grand verre d’eau.</p>',
  },

  // ── Extraits de plantes (menu étroit) ──────────────────────────────────
  {
    key: 'extraits-de-plantes',
    parent: null,
    name: 'Extraits de plantes',
    urlKey: 'extraits-de-plantes',
    position: 4,
    includeInMenu: true,
    skinnyNavigation: true,
    description:
      '<p>Plantes issues de l’agriculture biologique ou extraits titrés en actifs : nous indiquons pour chacune la partie utilisée, le ratio d’extraction et l’origine.</p><p>Certaines plantes sont déconseillées pendant la grossesse ou avec certains traitements : lisez attentivement les précautions d’emploi.</p>',
    metaTitle: 'Extraits de plantes bio et titrés',
    metaDescription:
      'Curcuma, ashwagandha, ginseng, rhodiola, spiruline, maca, échinacée, chardon-Marie : des plantes tracées, bio ou titrées.',
    promoContent: promo({
      image: 'c/u/curcuma-bio-poivre-noir-front.png',
      alt: 'Flacon de curcuma bio et poivre noir Herbalune',
      heading: 'Curcuma & poivre noir bio',
      text: 'Racine de curcuma cultivée en Inde du Sud, associée à la pipérine du poivre noir.',
      cta: 'Voir le curcuma',
      href: '/extraits-de-plantes/curcuma.html',
      linkType: 'category',
      background: '#EEF2E6',
    }),
  },
  {
    key: 'curcuma',
    parent: 'extraits-de-plantes',
    name: 'Curcuma',
    urlKey: 'curcuma',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Poudre de racine bio ou extrait standardisé en curcuminoïdes, souvent associé au poivre noir. Le curcuma contribue au confort digestif.</p>',
  },
  {
    key: 'ashwagandha',
    parent: 'extraits-de-plantes',
    name: 'Ashwagandha',
    urlKey: 'ashwagandha',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Racine d’ashwagandha (<em>Withania somnifera</em>), plante emblématique de la tradition ayurvédique. Déconseillée aux femmes enceintes ou allaitantes et en cas de trouble thyroïdien.</p>',
  },
  {
    key: 'ginseng',
    parent: 'extraits-de-plantes',
    name: 'Ginseng',
    urlKey: 'ginseng',
    position: 3,
    includeInMenu: true,
    description:
      '<p>Ginseng rouge de Corée (<em>Panax ginseng</em>), racine de six ans étuvée puis séchée selon la méthode traditionnelle.</p>',
  },
  {
    key: 'rhodiola',
    parent: 'extraits-de-plantes',
    name: 'Rhodiola',
    urlKey: 'rhodiola',
    position: 4,
    includeInMenu: true,
    description:
      '<p>Extrait de racine de <em>Rhodiola rosea</em>, plante des régions froides et montagneuses, titré en rosavines et salidrosides.</p>',
  },
  {
    key: 'spiruline',
    parent: 'extraits-de-plantes',
    name: 'Spiruline',
    urlKey: 'spiruline',
    position: 5,
    includeInMenu: true,
    description:
      '<p>Micro-algue riche en protéines, en fer et en phycocyanine, le pigment bleu qui lui donne sa couleur. Spiruline bio, simplement pressée en comprimés.</p>',
  },
  {
    key: 'maca',
    parent: 'extraits-de-plantes',
    name: 'Maca',
    urlKey: 'maca',
    position: 6,
    includeInMenu: true,
    description:
      '<p>Racine des hauts plateaux andins, la maca se consomme en poudre au goût légèrement malté, dans un smoothie ou un porridge.</p>',
  },
  {
    key: 'echinacee',
    parent: 'extraits-de-plantes',
    name: 'Échinacée',
    urlKey: 'echinacee',
    position: 7,
    includeInMenu: true,
    description:
      '<p>L’échinacée (<em>Echinacea purpurea</em>) contribue aux défenses naturelles de l’organisme. À utiliser en cures courtes à l’entrée de l’hiver.</p>',
  },
  {
    key: 'chardon-marie',
    parent: 'extraits-de-plantes',
    name: 'Chardon-Marie',
    urlKey: 'chardon-marie',
    position: 8,
    includeInMenu: true,
    description:
      '<p>Graines de chardon-Marie titrées en silymarine, seules ou associées à l’artichaut et au radis noir, pour accompagner les lendemains de fête.</p>',
  },

  // ── Sommeil & stress ──────────────────────────────────────────────────
  {
    key: 'sommeil-stress',
    parent: null,
    name: 'Sommeil & stress',
    urlKey: 'sommeil-stress',
    position: 5,
    includeInMenu: true,
    description:
      '<p>Mélatonine, plantes apaisantes, magnésium et vitamine B6 : des formules douces pour retrouver des soirées plus calmes.</p><p>La mélatonine contribue à réduire le temps d’endormissement (effet obtenu avec 1 mg pris peu avant le coucher).</p>',
    metaTitle: 'Sommeil et stress : mélatonine, plantes, magnésium',
    metaDescription:
      'Spray de mélatonine, complexes de plantes, safran, griffonia : notre sélection pour le sommeil et la détente.',
    promoContent: promo({
      image: 'm/e/melatonine-spray-sommeil-front.png',
      alt: 'Spray de mélatonine Sérénoé',
      heading: 'Une pulvérisation avant le coucher',
      text: 'Notre spray de mélatonine à la lavande s’ajuste pulvérisation par pulvérisation.',
      cta: 'Découvrir le spray',
      href: '/melatonine-spray-sommeil.html',
      linkType: 'product',
      background: '#ECE8F7',
    }),
  },
  {
    key: 'sommeil',
    parent: 'sommeil-stress',
    name: 'Sommeil',
    urlKey: 'sommeil',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Mélatonine en spray ou en gommes, complexes de valériane, de mélisse et de passiflore pour accompagner l’endormissement.</p>',
  },
  {
    key: 'relaxation',
    parent: 'sommeil-stress',
    name: 'Stress & relaxation',
    urlKey: 'stress-relaxation',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Magnésium, vitamine B6, safran, L-théanine et griffonia. Le magnésium et la vitamine B6 contribuent à des fonctions psychologiques normales.</p>',
  },

  // ── Immunité ──────────────────────────────────────────────────────────
  {
    key: 'immunite',
    parent: null,
    name: 'Immunité',
    urlKey: 'immunite',
    position: 6,
    includeInMenu: true,
    description:
      '<p>Vitamine C, vitamine D, zinc et sélénium contribuent au fonctionnement normal du système immunitaire. Retrouvez-les ici en formules complètes, aux côtés des produits de la ruche.</p>',
    metaTitle: 'Immunité : vitamine C, zinc, propolis',
    metaDescription:
      'Complexes immunité, propolis, gelée royale, sureau : préparez l’hiver avec des formules claires et bien dosées.',
    promoContent: promo({
      image: 'c/o/complexe-immunite-front.png',
      alt: 'Boîte du complexe immunité Maison Ambroisie',
      heading: 'Quatre nutriments, un seul comprimé',
      text: 'Vitamines C et D, zinc et sélénium réunis pour traverser la saison froide.',
      cta: 'En profiter',
      href: '/complexe-immunite.html',
      linkType: 'product',
      background: '#FFF3E0',
    }),
  },
  {
    key: 'ruche',
    parent: 'immunite',
    name: 'Propolis & produits de la ruche',
    urlKey: 'produits-de-la-ruche',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Propolis verte, gelée royale bio : des produits récoltés par des apiculteurs partenaires. Déconseillés en cas d’allergie aux produits de la ruche.</p>',
  },
  {
    key: 'cure-hiver',
    parent: 'immunite',
    name: 'Cure d’hiver',
    urlKey: 'cure-hiver',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Les indispensables de la saison froide : vitamine C, zinc, sureau noir, extrait de pépins de pamplemousse.</p>',
  },

  // ── Sport & énergie ───────────────────────────────────────────────────
  {
    key: 'sport-energie',
    parent: null,
    name: 'Sport & énergie',
    urlKey: 'sport-energie',
    position: 7,
    includeInMenu: true,
    description:
      '<p>Protéines, créatine, acides aminés et boissons d’effort, testés contre les substances dopantes. Des produits pensés pour l’entraînement, du footing du dimanche au trail.</p>',
    metaTitle: 'Nutrition sportive : protéines, créatine, récupération',
    metaDescription:
      'Whey isolat, protéines végétales, créatine, électrolytes : la nutrition sportive testée anti-dopage.',
    promoContent: promo({
      image: 'w/h/whey-isolat-native-front.png',
      alt: 'Pot de whey isolat native Kinévia',
      heading: 'Whey isolat native',
      text: 'Issue de lait de pâturage, microfiltrée à froid. Trois saveurs, en pot de 500 g ou 1 kg.',
      cta: 'Choisir ma saveur',
      href: '/whey-isolat-native.html',
      linkType: 'product',
      background: '#FFE9DA',
    }),
  },
  {
    key: 'proteines',
    parent: 'sport-energie',
    name: 'Protéines',
    urlKey: 'proteines',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Les protéines contribuent à augmenter et à maintenir la masse musculaire. Whey de lait ou mélanges végétaux, au choix selon votre alimentation.</p>',
  },
  {
    key: 'whey',
    parent: 'proteines',
    name: 'Whey',
    urlKey: 'whey',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Protéine de lactosérum, native ou isolat, riche en leucine et rapidement digérée. Idéale après l’entraînement.</p>',
  },
  {
    key: 'proteines-vegetales',
    parent: 'proteines',
    name: 'Protéines végétales',
    urlKey: 'proteines-vegetales',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Pois, riz, chanvre, tournesol : des mélanges végétaux au profil d’acides aminés complet, sans lactose.</p>',
  },
  {
    key: 'recuperation',
    parent: 'sport-energie',
    name: 'Récupération',
    urlKey: 'recuperation',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Créatine, BCAA, glutamine, électrolytes : pour accompagner les séances intenses et la période qui les suit.</p>',
  },
  {
    key: 'energie',
    parent: 'sport-energie',
    name: 'Énergie & vitalité',
    urlKey: 'energie-vitalite',
    position: 3,
    includeInMenu: true,
    description:
      '<p>Gels d’effort, caféine naturelle, gelée royale, ginseng : un coup de pouce pour les journées et les sorties longues.</p>',
  },

  // ── Beauté ────────────────────────────────────────────────────────────
  {
    key: 'beaute',
    parent: null,
    name: 'Beauté',
    urlKey: 'beaute',
    position: 8,
    includeInMenu: true,
    description:
      '<p>La beauté commence dans l’assiette, et se prolonge avec le collagène, la biotine, le zinc ou le cuivre. La vitamine C contribue à la formation normale de collagène pour assurer la fonction normale de la peau.</p>',
    metaTitle: 'Compléments beauté : collagène, cheveux, peau',
    metaDescription:
      'Collagène marin, acide hyaluronique, biotine, silicium : des compléments beauté aux dosages transparents.',
    promoContent: promo({
      image: 'c/o/collagene-marin-hydrolyse-front.png',
      alt: 'Pot de collagène marin hydrolysé Belleval',
      heading: 'Le collagène marin, en poudre',
      text: 'Peptides de collagène de type I, enrichis en vitamine C. Nature, citron ou fruits rouges.',
      cta: 'Découvrir le collagène',
      href: '/beaute/collagene.html',
      linkType: 'category',
      background: '#FBEDEF',
    }),
  },
  {
    key: 'peau',
    parent: 'beaute',
    name: 'Peau',
    urlKey: 'peau',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Acide hyaluronique, caroténoïdes, huiles d’onagre et de bourrache. Le zinc et la biotine contribuent au maintien d’une peau normale.</p>',
  },
  {
    key: 'cheveux-ongles',
    parent: 'beaute',
    name: 'Cheveux & ongles',
    urlKey: 'cheveux-ongles',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Biotine, zinc, sélénium, acides aminés soufrés, levure de bière : le sélénium contribue au maintien de cheveux et d’ongles normaux.</p>',
  },
  {
    key: 'collagene',
    parent: 'beaute',
    name: 'Collagène',
    urlKey: 'collagene',
    position: 3,
    includeInMenu: true,
    description:
      '<p>Peptides de collagène marin, en poudre ou en gélules, toujours associés à de la vitamine C.</p>',
  },

  // ── Enfants ───────────────────────────────────────────────────────────
  {
    key: 'enfants',
    parent: null,
    name: 'Enfants',
    urlKey: 'enfants',
    position: 9,
    includeInMenu: true,
    description:
      '<p>Gommes, sirops, gouttes et sachets aux doses adaptées aux enfants, sans colorants artificiels. Demandez conseil à votre pédiatre ou à votre pharmacien avant toute supplémentation.</p>',
    metaTitle: 'Compléments alimentaires pour enfants',
    metaDescription:
      'Gommes multivitaminées, vitamine D en gouttes, oméga-3, ferments lactiques : des formats pensés pour les enfants.',
    promoContent: promo({
      image: 'g/o/gommes-multivitaminees-enfants-front.png',
      alt: 'Pot de gommes multivitaminées Loupiot',
      heading: 'Des gommes qu’ils réclament',
      text: 'Sans gélatine et sans colorants artificiels, en trois parfums fruités, dès 3 ans.',
      cta: 'Voir les gommes',
      href: '/gommes-multivitaminees-enfants.html',
      linkType: 'product',
      background: '#FFF6D6',
    }),
  },

  // ── Packs & coffrets ──────────────────────────────────────────────────
  {
    key: 'packs-coffrets',
    parent: null,
    name: 'Packs & coffrets',
    urlKey: 'packs-coffrets',
    position: 10,
    includeInMenu: true,
    description:
      '<p>Nos associations les plus demandées, réunies à prix doux : une cure complète pour l’hiver, le sommeil, le sport ou la beauté.</p><p>Chaque coffret contient les produits en taille standard, avec leur notice.</p>',
    metaTitle: 'Packs et coffrets de compléments alimentaires',
    metaDescription: 'Packs immunité, sommeil, sport, beauté : nos cures complètes à prix réduit, idéales à offrir.',
    promoContent: promo({
      image: 'p/a/pack-immunite-hiver-front.png',
      alt: 'Coffret immunité hiver',
      heading: 'Le pack immunité hiver',
      text: 'Vitamine D3, vitamine C et zinc pour trois mois de cure, avec une remise sur l’ensemble.',
      cta: 'Voir le pack',
      href: '/pack-immunite-hiver.html',
      linkType: 'product',
      background: '#F4EEE3',
    }),
  },

  // ── Nos sélections ────────────────────────────────────────────────────
  {
    key: 'selections',
    parent: null,
    name: 'Nos sélections',
    urlKey: 'selections',
    position: 11,
    includeInMenu: true,
    description:
      '<p>Tous nos produits certifiés bio, vegan ou fabriqués en France, rassemblés pour faciliter vos recherches.</p>',
    promoContent: promo({
      image: 's/p/spiruline-bio-front.png',
      alt: 'Pot de spiruline bio Herbalune',
      heading: 'Certifiés bio',
      text: 'Spiruline, curcuma, maca, échinacée : plus de quinze références issues de l’agriculture biologique.',
      cta: 'Voir la sélection bio',
      href: '/selections/bio.html',
      linkType: 'category',
      background: '#EEF2E6',
    }),
  },
  {
    key: 'bio',
    parent: 'selections',
    name: 'Bio',
    urlKey: 'bio',
    position: 1,
    includeInMenu: true,
    description:
      '<p>Produits certifiés issus de l’agriculture biologique (logo AB et Eurofeuille), contrôlés par un organisme certificateur agréé.</p>',
  },
  {
    key: 'vegan',
    parent: 'selections',
    name: 'Vegan',
    urlKey: 'vegan',
    position: 2,
    includeInMenu: true,
    description:
      '<p>Sans aucun ingrédient d’origine animale, jusqu’à l’enveloppe des gélules : cellulose végétale, pullulane ou amidon.</p>',
  },
  {
    key: 'made-in-france',
    parent: 'selections',
    name: 'Fabriqué en France',
    urlKey: 'fabrique-en-france',
    position: 3,
    includeInMenu: true,
    description:
      '<p>Formulés et conditionnés dans des laboratoires français, de la Bretagne à la Drôme.</p>',
  },

  // ── Utility categories, not in the menu ──────────────────────────────
  {
    key: 'nouveautes',
    parent: null,
    name: 'Nouveautés',
    urlKey: 'nouveautes',
    position: 12,
    includeInMenu: false,
    description: '<p>Les derniers produits arrivés dans la boutique.</p>',
  },
  {
    key: 'meilleures-ventes',
    parent: null,
    name: 'Meilleures ventes',
    urlKey: 'meilleures-ventes',
    position: 13,
    includeInMenu: false,
    description: '<p>Les produits les plus commandés ces trois derniers mois.</p>',
  },
];

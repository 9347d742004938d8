import type { SeedProduct } from '../types';
import { brands, html, packshots } from './helpers';

const { ambroisie, serenoe, belleval, kinevia, herbalune } = brands;

const packViews = ['front', 'side', 'back'] as const;

export const packs: SeedProduct[] = [
  {
    sku: 'PCK-IMMUNITE',
    type: 'simple',
    name: 'Pack immunité hiver',
    urlKey: 'pack-immunite-hiver',
    categories: ['packs-coffrets', 'cure-hiver', 'made-in-france'],
    price: 39.9,
    stock: 85,
    brand: ambroisie.name,
    form: 'gelules',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Vitamine D3 2000 UI, vitamine C à libération prolongée et zinc : trois mois de cure pour l’hiver, à prix réduit.',
    description: html(
      'Nos trois indispensables de la saison froide, réunis dans un coffret : la vitamine D3 végétale (90 capsules), la vitamine C 500 mg à libération prolongée (120 comprimés) et le zinc bisglycinate 15 mg (90 gélules).',
      'La vitamine D, la vitamine C et le zinc contribuent au fonctionnement normal du système immunitaire. Les trois produits sont végétaliens et fabriqués en France.',
      'Acheté séparément, l’ensemble coûte 47,70 € : le coffret vous fait économiser près de 8 €.',
    ),
    ingredients:
      'Coffret contenant : 1 Vitamine D3 2000 UI végétale (90 capsules), 1 Vitamine C 500 mg à libération prolongée (120 comprimés), 1 Zinc bisglycinate 15 mg (90 gélules). La composition détaillée figure sur chaque produit et sur sa fiche.',
    dosage:
      'Chaque jour : 1 capsule de vitamine D3, 1 comprimé de vitamine C le matin et 1 gélule de zinc au dîner. Ne pas dépasser les doses journalières recommandées. Tenir hors de portée des jeunes enfants.',
    position: 1,
    weight: 0.28,
    metaTitle: 'Pack immunité hiver : vitamine D3, vitamine C, zinc',
    metaDescription: 'Trois mois de cure pour l’hiver : vitamine D3 végétale, vitamine C 500 mg et zinc, réunis à prix réduit.',
    images: packshots('pack-immunite-hiver', 'Pack immunité hiver', 'gelules', {
      shape: 'box',
      brand: ambroisie,
      label: 'Pack immunité',
      sublabel: '3 produits',
      color: '#E76F51',
      accent: '#F4EEE3',
    }, packViews),
  },
  {
    sku: 'PCK-SOMMEIL',
    type: 'simple',
    name: 'Pack sommeil serein',
    urlKey: 'pack-sommeil-serein',
    categories: ['packs-coffrets', 'sommeil', 'made-in-france'],
    price: 34.9,
    specialPrice: 29.9,
    stock: 42,
    brand: serenoe.name,
    form: 'gelules',
    dietary: ['vegan', 'made-in-france'],
    shortDescription:
      'Le spray de mélatonine, le magnésium bisglycinate et notre complexe valériane-passiflore-mélisse, pour des soirées plus sereines.',
    description: html(
      'Ce coffret associe trois approches complémentaires : le magnésium bisglycinate en journée, le complexe de plantes en début de soirée, et le spray de mélatonine au moment de se coucher.',
      'Le magnésium contribue au fonctionnement normal du système nerveux. La mélatonine contribue à réduire le temps d’endormissement, lorsqu’elle est prise à raison de 1 mg peu avant le coucher.',
    ),
    ingredients:
      'Coffret contenant : 1 Mélatonine en spray, lavande (20 ml), 1 Magnésium bisglycinate (60 gélules), 1 Valériane, passiflore & mélisse (60 gélules). La composition détaillée figure sur chaque produit et sur sa fiche.',
    dosage:
      'Magnésium : 3 gélules par jour. Plantes : 2 gélules une heure avant le coucher. Mélatonine : 2 pulvérisations au coucher. Déconseillé aux femmes enceintes ou allaitantes, aux enfants et adolescents. Éviter la conduite après la prise du soir. Tenir hors de portée des jeunes enfants.',
    position: 2,
    weight: 0.24,
    images: packshots('pack-sommeil-serein', 'Pack sommeil serein', 'gelules', {
      shape: 'box',
      brand: serenoe,
      label: 'Pack sommeil',
      sublabel: '3 produits',
    }, packViews),
  },
  {
    sku: 'PCK-BEAUTE',
    type: 'simple',
    name: 'Coffret beauté de l’intérieur',
    urlKey: 'coffret-beaute-interieur',
    categories: ['packs-coffrets', 'beaute'],
    price: 64.9,
    stock: 27,
    brand: belleval.name,
    form: 'poudre',
    dietary: ['sans-gluten'],
    shortDescription:
      'Collagène marin, cheveux & ongles et acide hyaluronique, dans un coffret cadeau en carton recyclé.',
    description: html(
      'Un coffret pensé pour offrir ou pour se faire plaisir : le collagène marin hydrolysé en pot de 300 g (saveur nature), les gélules cheveux & ongles et l’acide hyaluronique 200 mg.',
      'La vitamine C du collagène contribue à la formation normale de collagène pour assurer la fonction normale de la peau ; la biotine et le zinc contribuent au maintien de cheveux normaux.',
      'Le coffret, en carton recyclé imprimé en France, est livré avec une carte à personnaliser.',
    ),
    ingredients:
      'Coffret contenant : 1 Collagène marin hydrolysé, nature (300 g), 1 Cheveux & ongles (60 gélules), 1 Acide hyaluronique 200 mg (60 gélules). Contient du poisson. La composition détaillée figure sur chaque produit et sur sa fiche.',
    dosage:
      'Collagène : 10 g par jour dans une boisson. Cheveux & ongles : 2 gélules au petit-déjeuner. Acide hyaluronique : 1 gélule par jour. Déconseillé aux femmes enceintes ou allaitantes. Tenir hors de portée des jeunes enfants.',
    position: 3,
    weight: 0.62,
    images: packshots('coffret-beaute-interieur', 'Coffret beauté de l’intérieur', 'poudre', {
      shape: 'box',
      brand: belleval,
      label: 'Coffret beauté',
      sublabel: '3 produits',
      color: '#B5485D',
      accent: '#F7E1E3',
    }, packViews),
  },
  {
    sku: 'PCK-SPORT',
    type: 'simple',
    name: 'Pack performance sportive',
    urlKey: 'pack-performance-sportive',
    categories: ['packs-coffrets', 'sport-energie'],
    price: 82.9,
    stock: 18,
    brand: kinevia.name,
    form: 'poudre',
    dietary: ['sans-gluten'],
    shortDescription:
      'Whey isolat chocolat 1 kg, créatine 500 g et boisson d’effort citron : l’équipement complet de la saison.',
    description: html(
      'Le pack de celles et ceux qui s’entraînent plusieurs fois par semaine : la boisson d’effort pendant la séance, la whey isolat native après, et la créatine chaque jour.',
      'La créatine augmente la performance physique lors d’exercices courts, répétés et de haute intensité (effet obtenu avec 3 g par jour). Les protéines contribuent à augmenter la masse musculaire.',
      'Une cuillère doseuse supplémentaire et un shaker de 600 ml sont offerts avec le pack.',
    ),
    ingredients:
      'Pack contenant : 1 Whey isolat native, chocolat (1 kg), 1 Créatine monohydrate (500 g), 1 Boisson d’effort électrolytes, citron (500 g), 1 shaker. Contient du lait. La composition détaillée figure sur chaque produit et sur sa fiche.',
    dosage:
      'Whey : 30 g après l’entraînement. Créatine : 3 g par jour. Boisson d’effort : 40 g dans 500 ml d’eau pendant l’effort. Réservé à l’adulte. Tenir hors de portée des jeunes enfants.',
    position: 4,
    weight: 2.2,
    images: packshots('pack-performance-sportive', 'Pack performance sportive', 'poudre', {
      shape: 'box',
      brand: kinevia,
      label: 'Pack perf',
      sublabel: '3 produits + shaker',
    }, packViews),
  },
  {
    sku: 'PCK-PLANTES',
    type: 'simple',
    name: 'Coffret découverte plantes bio',
    urlKey: 'coffret-decouverte-plantes-bio',
    categories: ['packs-coffrets', 'extraits-de-plantes', 'bio'],
    price: 37.9,
    stock: 0,
    brand: herbalune.name,
    form: 'gelules',
    dietary: ['bio', 'vegan'],
    shortDescription:
      'Curcuma et poivre noir, ashwagandha et spiruline : trois best-sellers bio pour découvrir notre gamme de plantes.',
    description: html(
      'Vous hésitez à vous lancer ? Ce coffret réunit trois de nos plantes bio les plus appréciées, dans leur plus petit format : le curcuma et poivre noir (60 gélules), l’ashwagandha (60 gélules) et la spiruline (200 comprimés).',
      'Chaque produit conserve sa notice et ses précautions d’emploi, à lire attentivement avant de commencer, en particulier pour l’ashwagandha.',
    ),
    ingredients:
      'Coffret contenant : 1 Curcuma bio & poivre noir (60 gélules), 1 Ashwagandha bio (60 gélules), 1 Spiruline bio (200 comprimés). La composition détaillée figure sur chaque produit et sur sa fiche.',
    dosage:
      'Se reporter aux conseils d’utilisation de chaque produit. Ne pas commencer les trois cures le même jour : introduisez une plante à la fois. Déconseillé aux femmes enceintes ou allaitantes et aux enfants. Tenir hors de portée des jeunes enfants.',
    position: 5,
    weight: 0.32,
    images: packshots('coffret-decouverte-plantes-bio', 'Coffret découverte plantes bio', 'gelules', {
      shape: 'box',
      brand: herbalune,
      label: 'Découverte bio',
      sublabel: '3 produits',
    }, packViews),
  },
  {
    sku: 'PCK-VITALITE',
    type: 'simple',
    name: 'Pack vitalité au quotidien',
    urlKey: 'pack-vitalite-quotidien',
    categories: ['packs-coffrets', 'meilleures-ventes'],
    price: 42.9,
    stock: 64,
    brand: ambroisie.name,
    form: 'comprimes',
    dietary: ['sans-gluten'],
    shortDescription:
      'Multivitamines, oméga-3 marins et magnésium bisglycinate : le trio de base du quotidien, réuni à prix doux.',
    description: html(
      'Trois produits complémentaires qui couvrent l’essentiel : le multivitamines & minéraux de A à Z, les oméga-3 EPA DHA marins de Fjordel et le magnésium bisglycinate.',
      'Le magnésium et les vitamines B contribuent à réduire la fatigue ; l’EPA et le DHA contribuent à une fonction cardiaque normale.',
      'Acheté séparément, l’ensemble coûte 49,70 €.',
    ),
    ingredients:
      'Pack contenant : 1 Multivitamines & minéraux de A à Z (60 comprimés), 1 Oméga-3 EPA DHA marin (60 capsules), 1 Magnésium bisglycinate (60 gélules). Contient du poisson. La composition détaillée figure sur chaque produit et sur sa fiche.',
    dosage:
      'Chaque jour : 1 comprimé de multivitamines au petit-déjeuner, 2 capsules d’oméga-3 au cours d’un repas, 3 gélules de magnésium réparties dans la journée. Tenir hors de portée des jeunes enfants.',
    position: 6,
    weight: 0.35,
    images: packshots('pack-vitalite-quotidien', 'Pack vitalité au quotidien', 'comprimes', {
      shape: 'box',
      brand: ambroisie,
      label: 'Pack vitalité',
      sublabel: '3 produits',
      color: '#2A9D8F',
      accent: '#F4EEE3',
    }, packViews),
  },
];

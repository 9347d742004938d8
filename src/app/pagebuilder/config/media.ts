import { mediaPath } from '../../../domain/images';
import { contentLink } from '../../../domain/content-rules';
import type { PosterAppearance, WidgetProduct } from '../../../domain/page-builder';
import { descendants, part, textOf, type HtmlElement } from '../html';
import { buttonType } from './elements';
import { background, box, boxCss, classes, classOf, flag, linked, videoBackground, type ContentTypeConfig, type ReadContext } from './read';

// Banners, slides and their slider, and the products widget.

const APPEARANCES = ['poster', 'collage-left', 'collage-centered', 'collage-right'] as const;
const SHOW = ['always', 'hover', 'never'] as const;

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** What banners and slides share: the link around them, the wrapper's background, overlay, content and button. */
function poster(main: HtmlElement, context: ReadContext) {
  const anchor = part(main, 'link');
  const wrapper = part(main, 'wrapper');
  const overlay = part(main, 'overlay');
  const button = part(main, 'button');
  const wrapperStyle = context.style(wrapper);
  const overlayStyle = context.style(overlay);
  const showOverlay = oneOf(main.attrs['data-show-overlay'], SHOW, 'never');
  const overlayColor = overlay?.attrs['data-overlay-color'] || undefined;
  const minHeight = wrapperStyle['min-height'] ?? overlayStyle['min-height'];
  const fields = {
    appearance: oneOf(main.attrs['data-appearance'], APPEARANCES, 'poster') as PosterAppearance,
    ...box(wrapperStyle),
    ...background(wrapper ?? main, wrapperStyle),
    ...videoBackground(wrapper ?? main, overlay),
    ...linked(anchor?.tag === 'a' ? anchor : undefined),
    ...(minHeight && { minHeight }),
    content: context.rich(part(main, 'content')),
    legal: context.rich(part(main, 'legal')),
    showButton: oneOf(main.attrs['data-show-button'], SHOW, 'never'),
    buttonText: button ? textOf(button).trim() || null : null,
    buttonType: buttonType(button),
    showOverlay,
    ...(overlayColor && { overlayColor }),
  };
  const { margin, ...wrapperBox } = boxCss(fields);
  const wrapperCss = {
    ...wrapperBox,
    ...(fields.backgroundColor && { 'background-color': fields.backgroundColor }),
    ...(wrapperStyle['min-height'] && { 'min-height': wrapperStyle['min-height'] }),
  };
  const overlayCss = {
    ...(overlayStyle.padding && { padding: overlayStyle.padding }),
    ...(overlayStyle['min-height'] && { 'min-height': overlayStyle['min-height'] }),
    ...(overlayStyle['border-radius'] && overlayStyle['border-radius'] !== '0px' && { 'border-radius': overlayStyle['border-radius'] }),
    ...(showOverlay === 'always' && overlayColor && { 'background-color': overlayColor }),
  };
  const mainStyle = context.style(main);
  return {
    fields,
    wrapper: classOf(context, wrapperCss, wrapper),
    overlay: classOf(context, overlayCss, overlay),
    main: (extra: Record<string, string> = {}) => classOf(context, { ...(mainStyle.margin && { margin: mainStyle.margin }), ...extra }, main),
  };
}

export const banner: ContentTypeConfig<'banner'> = {
  container: false,
  read(main, context) {
    const { fields, wrapper, overlay, main: mainClass } = poster(main, context);
    return { contentType: 'banner', ...fields, classes: classes({ main: mainClass(), wrapper, overlay }) };
  },
};

export const slide: ContentTypeConfig<'slide'> = {
  container: false,
  read(main, context) {
    const { fields, wrapper, overlay, main: mainClass } = poster(main, context);
    const minHeight = context.style(main)['min-height'];
    return {
      contentType: 'slide',
      ...fields,
      ...(minHeight && !fields.minHeight && { minHeight }),
      slideName: main.attrs['data-slide-name'] || null,
      classes: classes({ main: mainClass(minHeight ? { 'min-height': minHeight } : {}), wrapper, overlay }),
    };
  },
};

/** Slick's default autoplay speed, which Page Builder keeps. */
const AUTOPLAY_SPEED = 4000;

function speed(value: string | undefined): number {
  const ms = Number.parseInt(value ?? '', 10);
  return ms > 0 ? ms : AUTOPLAY_SPEED;
}

export const slider: ContentTypeConfig<'slider'> = {
  container: true,
  read(main, context) {
    const d = context.style(main);
    const fields = {
      contentType: 'slider' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      id: context.nextId(),
      ...box(d),
      ...(d['min-height'] && { minHeight: d['min-height'] }),
      autoplay: flag(main.attrs['data-autoplay']),
      autoplaySpeed: speed(main.attrs['data-autoplay-speed']),
      fade: flag(main.attrs['data-fade']),
      infinite: flag(main.attrs['data-infinite-loop']),
      showArrows: flag(main.attrs['data-show-arrows']),
      showDots: flag(main.attrs['data-show-dots']),
    };
    const css = { ...boxCss(fields), ...(fields.minHeight && { 'min-height': fields.minHeight }) };
    return { ...fields, classes: classes({ main: classOf(context, css, main) }) };
  },
};

const hasClass = (element: HtmlElement, name: string) => (element.attrs.class ?? '').split(/\s+/).includes(name);
const find = (element: HtmlElement, test: (el: HtmlElement) => boolean) => descendants(element).find(test);

function amount(element: HtmlElement, type: string): number | null {
  const value = Number.parseFloat(find(element, (el) => el.attrs['data-price-type'] === type)?.attrs['data-price-amount'] ?? '');
  return Number.isFinite(value) ? value : null;
}

/** The products of Magento's product list HTML: each item's page, name, image and prices. */
function productCards(main: HtmlElement): WidgetProduct[] {
  return descendants(main)
    .filter((el) => hasClass(el, 'product-item'))
    .flatMap((item) => {
      const link = find(item, (el) => el.tag === 'a' && hasClass(el, 'product-item-link')) ?? find(item, (el) => el.tag === 'a');
      const path = contentLink(link?.attrs.href, 'product');
      if (!link || !path) return [];
      const photo = find(item, (el) => el.tag === 'img');
      const src = photo?.attrs.src;
      return [
        {
          name: (link.attrs.title ?? textOf(link)).trim(),
          path,
          image: src && /^(?:https?:\/\/|\/(?!\/))/i.test(src) ? mediaPath(src).split('?')[0]! : null,
          price: amount(item, 'finalPrice'),
          regularPrice: amount(item, 'oldPrice'),
        },
      ];
    });
}

export const products: ContentTypeConfig<'products'> = {
  container: false,
  read(main, context) {
    const productsFound = productCards(main);
    const fields = {
      contentType: 'products' as const,
      appearance: main.attrs['data-appearance'] === 'carousel' ? ('carousel' as const) : ('grid' as const),
      ...box(context.style(main)),
      pathNames: productsFound.map((product) => product.path),
      products: productsFound,
      autoplay: flag(main.attrs['data-autoplay']),
      autoplaySpeed: speed(main.attrs['data-autoplay-speed']),
      infinite: flag(main.attrs['data-infinite-loop']),
      arrows: flag(main.attrs['data-show-arrows']),
      dots: flag(main.attrs['data-show-dots']),
      carouselMode: main.attrs['data-carousel-mode'] ?? 'default',
      centerPadding: main.attrs['data-center-padding'] || null,
    };
    return { ...fields, classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};

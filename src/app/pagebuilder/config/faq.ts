import { descendants, part, textOf } from '../html';
import { box, boxCss, classes, classOf, contentImage, flag, type ContentTypeConfig } from './read';

// The shop's FAQ content types (see src/backend/seed/cms.ts for their markup). Two optional attributes set the
// accordion's behaviour: data-allow-multiple="false" on the faq (opening an answer closes the others) and
// data-open="true" on an item (open when the page shows).

export const faq: ContentTypeConfig<'faq'> = {
  container: true,
  read(main, context) {
    const fields = {
      contentType: 'faq' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      id: context.nextId(),
      ...box(context.style(main)),
      allowMultiple: main.attrs['data-allow-multiple'] !== 'false',
    };
    return { ...fields, classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};

export const faqItem: ContentTypeConfig<'faq-item'> = {
  container: false,
  read(main, context) {
    const question = part(main, 'question');
    const figure = part(main, 'image');
    const img = figure && (figure.tag === 'img' ? figure : descendants(figure).find((el) => el.tag === 'img'));
    const image = contentImage(img?.attrs.src);
    const fields = {
      contentType: 'faq-item' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      ...box(context.style(main)),
      question: question ? textOf(question).trim() : '',
      answer: context.rich(part(main, 'answer')),
      image: image && { src: image.src, alt: img?.attrs.alt ?? '' },
      open: flag(main.attrs['data-open']),
    };
    return { ...fields, classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};

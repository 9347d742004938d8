import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

// The translated catalogues hold every message of en_US, each one parsing and naming the arguments and tags
// of its en_US text, and (non-English ones) none left as an English copy.

type Catalogue = Record<string, string>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../lang/${locale}.json`, import.meta.url), 'utf8')) as Catalogue;

const en = catalogue('en_US');

const NON_ENGLISH = ['de_DE', 'fr_CA', 'nl_NL', 'pl_PL', 'pt_PT'] as const;
type NonEnglish = (typeof NON_ENGLISH)[number];
const TRANSLATED = ['de_DE', 'en_GB', 'fr_CA', 'nl_NL', 'pl_PL', 'pt_PT'] as const;

/**
 * Words that a message may keep from en_US because the language writes them the same way. A message that is a
 * copy of its en_US text passes only if every word of it is listed here; a message of placeholders and punctuation
 * alone ("{label}: {value}", "{from} – {to}") has no word to translate and is not checked.
 * Brand names are the same in every language. Each language adds only the ordinary words its shoppers read as
 * their own, spelled as in English, that stand alone as a message of en_US:
 * - de_DE: "Name", "Status", "Details", "Newsletter", "Video", "Filter" (the filter button, "Filter (#)");
 * - nl_NL: "Status", "Details", "Video", "Filters", "Postcode";
 * - fr_CA: the words fr_FR shares with en_US ("Date", "Description", "Total", "Page"/"Pages", "Suggestions",
 *   "Notifications", "Communications", "France"); not "Newsletter": Quebec French says "infolettre";
 * - pl_PL: "Status", "Newsletter", "VAT" (Polish tax's own name);
 * - pt_PT: "Total", "Subtotal", "Newsletter".
 */
const BRANDS = ['Facebook', 'Instagram', 'Twitter'];
const SAME_AS_ENGLISH: Record<NonEnglish, readonly string[]> = {
  de_DE: ['Details', 'Filter', 'Name', 'Newsletter', 'Status', 'Video'],
  nl_NL: ['Details', 'Filters', 'Postcode', 'Status', 'Video'],
  fr_CA: ['Communications', 'Date', 'Description', 'France', 'Notifications', 'Page', 'Pages', 'Suggestions', 'Total'],
  pl_PL: ['Newsletter', 'Status', 'VAT'],
  pt_PT: ['Newsletter', 'Subtotal', 'Total'],
};

/** Argument names and tags (`<link>`) a message uses, nested ones included, sorted and without repeats. */
function namesOf(elements: MessageFormatElement[]): string[] {
  const names = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if (el.type === TYPE.tag) {
        names.add(`<${el.value}>`);
        walk(el.children);
        continue;
      }
      names.add(el.value);
      if (el.type === TYPE.select || el.type === TYPE.plural) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(elements);
  return [...names].sort();
}

/** The cases of each select argument ("capped: other,yes"): a translation keeps the ones en_US chooses between. */
function selectCases(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((el) => {
    if (el.type === TYPE.tag) return selectCases(el.children);
    if (el.type !== TYPE.select && el.type !== TYPE.plural) return [];
    const nested = Object.values(el.options).flatMap((option) => selectCases(option.value));
    return el.type === TYPE.select ? [`${el.value}: ${Object.keys(el.options).sort().join(',')}`, ...nested] : nested;
  }).sort();
}

/** The words of a message's own text, outside its placeholders. */
function wordsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((el) => {
    if (el.type === TYPE.literal) return el.value.match(/\p{L}+/gu) ?? [];
    if (el.type === TYPE.tag) return wordsOf(el.children);
    if (el.type === TYPE.select || el.type === TYPE.plural) return Object.values(el.options).flatMap((option) => wordsOf(option.value));
    return [];
  });
}

describe.each(TRANSLATED)('catalogue %s', (locale) => {
  const messages = catalogue(locale);

  it(`${locale} holds exactly the message ids of en_US`, () => {
    const missing = Object.keys(en).filter((id) => !(id in messages));
    const unknown = Object.keys(messages).filter((id) => !(id in en));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it(`${locale}: every message parses and uses the arguments, tags and select cases of en_US`, () => {
    const broken: string[] = [];
    for (const [id, text] of Object.entries(messages)) {
      if (!(id in en)) continue;
      let ast: MessageFormatElement[];
      try {
        ast = parse(text);
      } catch (error) {
        broken.push(`${id}: does not parse (${(error as Error).message})`);
        continue;
      }
      const source = parse(en[id]!);
      const [own, theirs] = [namesOf(ast), namesOf(source)];
      if (own.join() !== theirs.join()) broken.push(`${id}: uses [${own.join(' ')}] for en_US's [${theirs.join(' ')}]`);
      if (selectCases(ast).join() !== selectCases(source).join()) broken.push(`${id}: select cases [${selectCases(ast).join('; ')}] for en_US's [${selectCases(source).join('; ')}]`);
    }
    expect(broken).toEqual([]);
  });

  if ((NON_ENGLISH as readonly string[]).includes(locale)) {
    it(`${locale}: no message is left as its en_US text`, () => {
      const allowed = new Set([...BRANDS, ...SAME_AS_ENGLISH[locale as NonEnglish]]);
      const copies = Object.entries(messages)
        .filter(([id, text]) => id in en && text.trim() === en[id]!.trim())
        .filter(([id]) => wordsOf(parse(en[id]!)).some((word) => !allowed.has(word)))
        .map(([id, text]) => `${id}: ${text}`);
      expect(copies).toEqual([]);
    });
  }
});

describe('the copy check', () => {
  it('sees the words of nested cases and tags, and none in placeholders', () => {
    expect(wordsOf(parse('{count, plural, =0 {Filter} other {Filter (#)}}'))).toEqual(['Filter', 'Filter']);
    expect(wordsOf(parse('Read our <link>Privacy Policy</link>.'))).toEqual(['Read', 'our', 'Privacy', 'Policy']);
    expect(wordsOf(parse('{label}: {value}'))).toEqual([]);
    expect(selectCases(parse('{capped, select, yes {a} other {{n, plural, one {#} other {#}}}}'))).toEqual(['capped: other,yes']);
  });
});

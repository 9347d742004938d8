import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import { intlOf } from '../../src/app/i18n/intl-provider';
import type { MessageId } from '../../src/app/i18n/messages';
import { translate } from '../../src/app/i18n/use-t';
import { loadLocale } from '../../src/app/services/locale';
import { toLanguageTag } from '../../src/domain/locales';

// What a view's text is: react-intl's formatMessage of the same id and values, its formatter made once.

/** Values for any message: numbers for plurals, a known choice for selects (the others take `other`). */
const VALUES = new Proxy({} as Record<string, string | number>, {
  get: (_, name) => (/count|max|quantity|number|rating|stars|total|page|days|size|remaining|qty/i.test(String(name)) ? 2 : 'Léa'),
  has: () => true,
});

const outcome = (format: () => string) => {
  try {
    return { text: format() };
  } catch {
    // A message that needs what a text has not (a rich-text tag's function) fails either way.
    return { failed: true };
  }
};

describe('a catalogue message as a view shows it', () => {
  it.each([
    ['fr_FR', 'texts'],
    ['en_US', 'texts'],
    ['de_DE', 'texts'],
    // As the build ships them (src/tools/build/messages-plugin.ts).
    ['fr_FR', 'compiled'],
    ['en_US', 'compiled'],
  ])('is react-intl’s own text for every message of %s (%s), with values and without', async (code, form) => {
    const { locale, messages: texts } = await loadLocale(code);
    const messages = form === 'texts' ? texts : Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, parse(String(text))]));
    const intl = intlOf(toLanguageTag(locale), messages);
    const ids = Object.keys(messages) as MessageId[];
    expect(ids.length).toBeGreaterThan(300);
    for (const id of ids) {
      const values = Object.fromEntries([...String(texts[id as keyof typeof texts]).matchAll(/\{(\w+)/g)].map(([, name]) => [name!, VALUES[name!]!]));
      expect(outcome(() => translate(intl, id, values)), id).toEqual(outcome(() => intl.formatMessage({ id }, values)));
    }
    expect(translate(intl, 'header.greeting', { name: 'Léa' })).toBe(code === 'de_DE' ? 'Hallo, Léa' : code === 'fr_FR' ? 'Bonjour, Léa' : 'Hi, Léa');
  });

  it('makes a message’s formatter once for a catalogue, then only formats', async () => {
    const { locale, messages: texts } = await loadLocale('fr_FR');
    const messages = { 'header.greeting': parse(String(texts['header.greeting' as keyof typeof texts])) };
    const intl = intlOf(toLanguageTag(locale), messages);
    const made = vi.spyOn(intl.formatters, 'getMessageFormat');
    expect(translate(intl, 'header.greeting', { name: 'Léa' })).toBe('Bonjour, Léa');
    expect(translate(intl, 'header.greeting', { name: 'Marc' })).toBe('Bonjour, Marc');
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('says a missing message as react-intl does: its id', async () => {
    const { locale, messages } = await loadLocale('fr_FR');
    const intl = intlOf(toLanguageTag(locale), messages);
    expect(translate(intl, 'no.such.message' as MessageId)).toBe('no.such.message');
  });
});

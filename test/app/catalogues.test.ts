import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../src/domain/locales';

const catalogue = (locale: string) => JSON.parse(readFileSync(`lang/${locale}.json`, 'utf8')) as Record<string, string>;
const fr = catalogue('fr_FR');
const en = catalogue('en_US');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'backend' || entry.name === 'tools' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Message ids the code names: t('…'), id="…", and the message/label fields of toasts and link tables. */
function usedIds(): Map<string, string> {
  const used = new Map<string, string>();
  const pattern = /(?:\bt\(|\bid=|\b(?:message|label|actionText):\s*)['"]([a-zA-Z]+\.[a-zA-Z.]+)['"]/g;
  for (const file of sources('src')) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.set(match[1]!, file);
  }
  return used;
}

function argumentNames(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((el) => {
    if (el.type === TYPE.literal || el.type === TYPE.pound) return [];
    if (el.type === TYPE.tag) return [el.value, ...argumentNames(el.children)];
    const nested = 'options' in el ? Object.values(el.options).flatMap((o) => argumentNames(o.value)) : [];
    return [el.value, ...nested];
  });
}

describe('message catalogues', () => {
  it('every message id used in src/ exists in fr_FR and en_US', () => {
    const used = usedIds();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter(([id]) => !(id in fr) || !(id in en)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('fr_FR and en_US hold the same ids, with the same arguments', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en)) {
      expect(new Set(argumentNames(parse(fr[id]!))), id).toEqual(new Set(argumentNames(parse(en[id]!))));
    }
  });

  it('all 8 locales exist, parse, and name no unknown id', () => {
    const files = readdirSync('lang').map((f) => f.replace('.json', '')).sort();
    expect(files).toEqual([...SUPPORTED_LOCALES].sort());
    for (const locale of SUPPORTED_LOCALES) {
      for (const [id, text] of Object.entries(catalogue(locale))) {
        expect(id in en, `${locale}: ${id}`).toBe(true);
        expect(() => parse(text), `${locale}: ${id}`).not.toThrow();
      }
    }
  });

  it('en_US holds the spec texts', () => {
    expect(en['errorScreen.header']).toBe('Oops!');
    expect(en['errorScreen.message']).toBe('Looks like something went wrong. Sorry about that.');
    expect(en['errorScreen.takeMeHome']).toBe('Take me home');
    expect(en['toast.offline']).toBe('You are offline. Some features may be unavailable.');
    expect(en['toast.online']).toBe('You are online.');
    expect(en['toast.unexpectedError']).toBe('Sorry! An unexpected error occurred.');
    expect(en['notFound.title']).toBe('404 Not Found');
    expect(en['notFound.message']).toBe("Looks like the page you were hoping to find doesn't exist. Sorry about that.");
    expect(en['header.signIn']).toBe('Sign In');
  });

  it('no message shown to shoppers speaks of the shop being made (a form "to come with customer accounts", a placeholder)', () => {
    const workNote = /arrivera avec|à venir|bientôt disponible|en construction|pas encore (?:disponible|prêt|construit)|will come with|coming soon|not (?:built|available) yet|placeholder text|lorem ipsum|\bTODO\b|\bFIXME\b/i;
    for (const [locale, messages] of [['fr_FR', fr], ['en_US', en]] as const) {
      expect(Object.entries(messages).filter(([, text]) => workNote.test(text)), locale).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { loadLocale } from '../../src/app/services/locale';

describe('locale loader', () => {
  it('loads fr_FR by default', async () => {
    const { locale, messages } = await loadLocale();
    expect(locale).toBe('fr_FR');
    expect(messages['header.signIn' as keyof typeof messages]).toBe('Se connecter');
  });

  it('lays fr_CA over fr_FR and the others over en_US', async () => {
    const canada = await loadLocale('fr-CA');
    expect(canada.messages['toast.online' as keyof typeof canada.messages]).toBe('Vous êtes de retour en ligne.');
    expect(canada.messages['errorScreen.header' as keyof typeof canada.messages]).toBe('Oups !');
    const german = await loadLocale('de_DE');
    expect(german.messages['header.signIn' as keyof typeof german.messages]).toBe('Anmelden');
    // de_DE now holds every message of en_US: what it lays over shows only for an id its file lacks.
    expect(german.messages['toast.offline' as keyof typeof german.messages]).toBe('Sie sind offline. Einige Funktionen sind möglicherweise nicht verfügbar.');
  });

  it('refuses a locale the shop does not ship', async () => {
    await expect(loadLocale('es_ES')).rejects.toThrow('Unable to locate locale es_ES within generated dist directory');
  });

  it('lays a locale over its fallbacks once: the same messages each time, whatever spelling asked', async () => {
    const first = await loadLocale('fr_CA');
    const again = await loadLocale('fr-CA');
    expect(again.messages).toBe(first.messages);
    expect((await loadLocale('de_DE')).messages).not.toBe(first.messages);
  });
});

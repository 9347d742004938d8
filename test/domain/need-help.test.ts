import { describe, expect, it } from 'vitest';
import { hasContact, isClockTime, mailtoHref, openingTimes, telHref, timezoneLabel, type NeedHelp } from '../../src/domain/need-help';

// How the Need Help menu reads the store's contact details (spec §2, §8).

const NONE: NeedHelp = { email: null, phone: null, startDay: null, endDay: null, startTime: null, endTime: null, timezone: null };

describe('need help details', () => {
  it('writes a timezone with spaces for underscores', () => {
    expect(timezoneLabel('Europe/Paris')).toBe('Europe/Paris');
    expect(timezoneLabel('America/New_York')).toBe('America/New York');
    expect(timezoneLabel('America/Argentina/Rio_Gallegos')).toBe('America/Argentina/Rio Gallegos');
    expect(timezoneLabel('America/Port_of_Spain')).toBe('America/Port of Spain');
  });

  it('links the phone with tel: (digits and a leading +) and the e-mail with mailto:', () => {
    expect(telHref('+33 1 84 80 12 34')).toBe('tel:+33184801234');
    expect(telHref('+1 (212) 555-0142')).toBe('tel:+12125550142');
    expect(telHref('01.84.80.12.34')).toBe('tel:0184801234');
    expect(telHref(' +33 1 84 80 12 34 ')).toBe('tel:+33184801234');
    expect(telHref('01 84 80 12 34 +')).toBe('tel:0184801234');
    expect(mailtoHref(' service-client@vitrine.example ')).toBe('mailto:service-client@vitrine.example');
  });

  it('has something to show with an e-mail address or a phone number, not with blanks (spec §8)', () => {
    expect(hasContact({ ...NONE, email: 'a@b.fr' })).toBe(true);
    expect(hasContact({ ...NONE, phone: '0184801234' })).toBe(true);
    expect(hasContact(NONE)).toBe(false);
    expect(hasContact({ ...NONE, phone: ' ' })).toBe(false);
    expect(hasContact({ ...NONE, email: ' ', phone: '', startDay: 'lundi', endDay: 'vendredi', timezone: 'Europe/Paris' })).toBe(false);
  });

  it('shows the opening days and hours only when both ends are known, with the timezone as the shopper reads it', () => {
    const full = { ...NONE, startDay: 'lundi', endDay: 'vendredi', startTime: '09:00', endTime: '18:00', timezone: 'America/New_York' };
    expect(openingTimes(full)).toEqual({ days: { start: 'lundi', end: 'vendredi' }, hours: { start: '09:00', end: '18:00' }, timezone: 'America/New York' });
    expect(openingTimes({ ...full, endDay: null })).toEqual({ days: null, hours: { start: '09:00', end: '18:00' }, timezone: 'America/New York' });
    expect(openingTimes({ ...full, startTime: '9h', timezone: null })).toEqual({ days: { start: 'lundi', end: 'vendredi' }, hours: null, timezone: null });
    expect(openingTimes({ ...full, startDay: ' ', startTime: null })).toBeNull();
    expect(openingTimes({ ...full, startDay: ' lundi ', timezone: ' Europe/Paris ' })).toMatchObject({ days: { start: 'lundi', end: 'vendredi' }, timezone: 'Europe/Paris' });
  });

  it('reads opening times as HH:MM', () => {
    expect(['09:00', '9:30', '23:59', '00:00'].every(isClockTime)).toBe(true);
    expect(['24:00', '9h', '09:60', '', '09:000', '18:00pm', 'x09:00'].some(isClockTime)).toBe(false);
  });
});

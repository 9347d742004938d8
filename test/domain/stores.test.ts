import { describe, expect, it } from 'vitest';
import { addDays, mapUrl, storePath, storeToday, telHref, todayOf, weekdayOf, weekOf } from '../../src/domain/stores';

describe('store locator rules', () => {
  it('today is a date of the store’s timezone', () => {
    expect(storeToday(Date.parse('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
    expect(storeToday(Date.parse('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(storeToday(Date.parse('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-22')).toBe(0);
  });

  it('lays a week out Monday first, periods in order, a day without any closed', () => {
    const week = weekOf([
      { day: 1, open: '14:00', close: '19:00' },
      { day: 2, open: '14:00', close: '19:00' },
      { day: 2, open: '09:30', close: '12:30' },
      { day: 0, open: null, close: null },
    ]);
    expect(week.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[1]!.periods).toEqual([{ open: '09:30', close: '12:30' }, { open: '14:00', close: '19:00' }]);
    expect(week[6]!.periods).toEqual([]);
  });

  it('reads today’s hours from the schedule', () => {
    const schedule = [
      { date: '2026-12-24', open: '10:00', close: '17:00', special: true, title: 'Christmas Eve' },
      { date: '2026-12-25', open: null, close: null, special: true, title: 'Christmas' },
    ];
    expect(todayOf(schedule)).toEqual({ date: '2026-12-24', periods: [schedule[0]] });
    // Today's periods only, each with both its ends.
    const split = [
      { date: '2026-12-22', open: '09:00', close: '12:00', special: false, title: null },
      { date: '2026-12-22', open: null, close: '19:00', special: false, title: null },
      { date: '2026-12-22', open: '14:00', close: '19:00', special: false, title: null },
      { date: '2026-12-23', open: '09:00', close: '19:00', special: false, title: null },
    ];
    expect(todayOf(split)).toEqual({ date: '2026-12-22', periods: [split[0], split[2]] });
    expect(todayOf([])).toBeNull();
  });

  it('links a store’s page, its phone and its place on a map', () => {
    expect(storePath('paris-rivoli')).toBe('/stores/paris-rivoli');
    expect(telHref('+33 1 99 00 12 01')).toBe('tel:+33199001201');
    expect(mapUrl(48.86, 2.34)).toBe('https://www.openstreetmap.org/?mlat=48.86&mlon=2.34#map=17/48.86/2.34');
  });
});

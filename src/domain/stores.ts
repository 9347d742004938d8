import { TIMEZONE } from './store';

// The physical stores of the store locator (spec §2 "stores", §3 "Physical store"): what the pages show and the
// rules of their days and hours. Days are ISO dates in the store's timezone; weekdays run 0 = Sunday … 6 = Saturday.

export interface OpeningPeriod {
  day: number;
  /** HH:MM, null when closed. */
  open: string | null;
  close: string | null;
}

/** The effective hours of one date: a regular day, or a special one with its title. */
export interface DaySchedule {
  date: string;
  open: string | null;
  close: string | null;
  special: boolean;
  title: string | null;
}

export interface SpecialDay {
  date: string;
  title: string | null;
  open: string | null;
  close: string | null;
}

export interface PointOfSale {
  identifier: string;
  name: string;
  urlKey: string;
  storeType: string | null;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  telephone: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The regular week, one entry per opening period. */
  openingHours: OpeningPeriod[];
  /** Day by day from today, today first (today only in the list). */
  schedule: DaySchedule[];
  /** Special days of the coming weeks (a store's page only). */
  specialHours: SpecialDay[];
}

/** How many days a store's page shows day by day, and how far ahead it lists special days. */
export const SCHEDULE_DAYS = 7;
export const SPECIAL_HOURS_DAYS = 31;

/** Monday first, as a French week. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the store's timezone, as an ISO date. */
export function storeToday(now: number): string {
  return dayFormat.format(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export { storePath } from './store';

/** The opening periods of each day of the week, Monday first; a day without any is closed. */
export function weekOf(openingHours: readonly OpeningPeriod[]): { day: number; periods: { open: string; close: string }[] }[] {
  return WEEK.map((day) => ({
    day,
    periods: openingHours
      .filter((period) => period.day === day && period.open && period.close)
      .map((period) => ({ open: period.open!, close: period.close! }))
      .sort((a, b) => a.open.localeCompare(b.open)),
  }));
}

/** Today's periods (the first date of the schedule); none when closed. */
export function todayOf(schedule: readonly DaySchedule[]): { date: string; periods: DaySchedule[] } | null {
  const date = schedule[0]?.date;
  if (!date) return null;
  return { date, periods: schedule.filter((day) => day.date === date && day.open && day.close) };
}

/** A time of day as French writes it: "9 h 30", "20 h" (no-break spaces, so that it never breaks in two). */
export function frenchTime(hhmm: string): string {
  const [hours = '0', minutes = '00'] = hhmm.split(':');
  const hour = `${Number(hours)}\u00a0h`;
  return minutes === '00' ? hour : `${hour}\u00a0${minutes}`;
}

/** A phone number as a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The place on a public map site (no script of theirs runs in the shop). */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** An address searched on the map site, when there are no coordinates. */
export const mapSearchUrl = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

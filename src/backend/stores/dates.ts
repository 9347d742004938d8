import { inputError } from '../graphql/errors';

/** Dates are ISO calendar days (YYYY-MM-DD), in the store's timezone when derived from a clock. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** The longest range a store query may ask for. */
export const MAX_RANGE_DAYS = 366;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function today(nowMs: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(nowMs);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const dayLabelFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });

/** "mercredi 24 décembre". */
export function dayLabel(date: string): string {
  return dayLabelFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "lundi" for 1; 2023-01-01 was a Sunday. */
export function weekdayLabel(day: number): string {
  return weekdayFormat.format(new Date(Date.UTC(2023, 0, 1 + day)));
}

function parseDate(value: string): string {
  const m = ISO_DATE.exec(value);
  const valid = m && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  if (!valid) throw inputError(`Invalid date "${value}": use the YYYY-MM-DD format.`);
  return value;
}

/** The inclusive day range of a store query; by default the 7 days starting today. */
export function dateRange(start: string | null | undefined, end: string | null | undefined, todayDate: string): { start: string; end: string } {
  const from = start ? parseDate(start) : todayDate;
  const to = end ? parseDate(end) : addDays(from, 6);
  if (to < from) throw inputError('The end date must not be before the start date.');
  if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) >= MAX_RANGE_DAYS * DAY_MS) {
    throw inputError(`The date range must not exceed ${MAX_RANGE_DAYS} days.`);
  }
  return { start: from, end: to };
}

export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}

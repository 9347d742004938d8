// The checkout header's Need Help menu (spec §2, §7 getNeedHelp, §8): the customer service's contact details as
// the store configuration gives them, and how they read.

/** `storeConfig.need_help` and the store's timezone; any field may be missing. */
export interface NeedHelp {
  email: string | null;
  phone: string | null;
  /** First and last day of the opening week, in the store language ("lundi", "vendredi"). */
  startDay: string | null;
  endDay: string | null;
  /** Opening and closing times, HH:MM in the store's timezone. */
  startTime: string | null;
  endTime: string | null;
  /** The store's IANA timezone ("Europe/Paris"). */
  timezone: string | null;
}

/** An answer without an e-mail address or a phone number gives nothing to show: the menu says it failed (spec §8). */
export function hasContact(help: NeedHelp): boolean {
  return Boolean(help.email?.trim() || help.phone?.trim());
}

/** A timezone as the shopper reads it: "America/New_York" → "America/New York". */
export function timezoneLabel(timezone: string): string {
  return timezone.replace(/_/g, ' ');
}

/** The phone number as a `tel:` link (RFC 3966): digits and a leading +, without the spaces shown. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** The opening days and hours shown under the phone number; each pair only when both ends are given. */
export interface OpeningTimes {
  days: { start: string; end: string } | null;
  hours: { start: string; end: string } | null;
  timezone: string | null;
}

const given = (value: string | null) => (value?.trim() ? value.trim() : null);

/** What the menu shows of the opening times, or null when it knows neither the days nor the hours. */
export function openingTimes(help: NeedHelp): OpeningTimes | null {
  const [startDay, endDay, startTime, endTime] = [help.startDay, help.endDay, help.startTime, help.endTime].map(given);
  const days = startDay && endDay ? { start: startDay, end: endDay } : null;
  const hours = startTime && endTime && isClockTime(startTime) && isClockTime(endTime) ? { start: startTime, end: endTime } : null;
  if (!days && !hours) return null;
  const timezone = given(help.timezone);
  return { days, hours, timezone: timezone && timezoneLabel(timezone) };
}

/** HH:MM (or H:MM), as Magento stores an opening time. */
export function isClockTime(value: string): boolean {
  return /^([01]?\d|2[0-3]):[0-5]\d$/.test(value);
}

import { TIME_ZONE, TIME_ZONE_NAME, TIME_ZONE_OFFSET } from '../names';

/**
 * Times as editors enter and read them: Jakarta time (WIB, UTC+7, no daylight saving), whatever
 * the time zone of the editor's computer.
 */

/** A `datetime-local` value read as Jakarta time (`2026-11-26T09:00` → 02:00 UTC), or null when it is not one. */
export function fromWibInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00${TIME_ZONE_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * What the panel's date and time pickers hold, as the `datetime-local` value fromWibInput reads:
 * the calendar day picked (the picker gives it as midnight on the editor's computer, whatever
 * its time zone) and the time as typed or chosen, in any separator the admin's language uses
 * (`09.00` in Indonesian, `09:00` in English). Null when either is missing or not a time.
 */
export function wibInputOf(day: Date | undefined, time: string | undefined): string | null {
  const match = /^\s*(\d{1,2})\D(\d{2})\s*$/.exec(time ?? '');
  if (!day || Number.isNaN(day.getTime()) || !match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(Number(match[1]))}:${match[2]}`;
}

/** The `datetime-local` value of a time, in Jakarta time (`02:00 UTC` → `2026-11-26T09:00`). */
export function toWibInput(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A time for people, in the admin's language and Jakarta time: "Kamis, 26 November 2026 09.00 WIB". */
export function wibText(date: Date, language: string): string {
  const text = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(date);
  return `${text} ${TIME_ZONE_NAME}`;
}

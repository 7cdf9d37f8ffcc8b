// The consultation form's time zones as the calendar knows them: each choice's IANA zone (the old US
// abbreviations stand for the region's local time, summer time included, as people mean them when they
// book), its label key, the browser's zone when it is one of them, and a wall-clock time in a zone as
// an instant (Intl only, so the site can check "not in the past" without a date library; the API's
// invitation uses luxon: modules/leads/invite.ts).
import { TIME_ZONES, type TimeZoneChoice } from './enums';

export const TIME_ZONE_IANA: Readonly<Record<TimeZoneChoice, string>> = {
  UTC: 'UTC',
  EST: 'America/New_York',
  CST: 'America/Chicago',
  MST: 'America/Denver',
  PST: 'America/Los_Angeles',
  'Europe/Istanbul': 'Europe/Istanbul',
  'Australia/Sydney': 'Australia/Sydney',
  'Australia/Perth': 'Australia/Perth',
  'America/Toronto': 'America/Toronto',
  'America/Vancouver': 'America/Vancouver',
};

/** The catalogue key of a choice's readable name ("Türkiye (Istanbul)"). */
export const timeZoneLabelKey = (zone: TimeZoneChoice) => `timeZone.${zone}` as const;

/** The listed choice for the browser's IANA zone (America/New_York → EST), or undefined. */
export function listedTimeZone(browserZone: string | undefined): TimeZoneChoice | undefined {
  if (!browserZone) return undefined;
  return TIME_ZONES.find((z) => z === browserZone || TIME_ZONE_IANA[z] === browserZone);
}

/** Minutes the zone is ahead of UTC at this instant. */
function offsetMinutes(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant (ms) of `date` (YYYY-MM-DD) at `time` (HH:MM) on the wall clocks of the choice's zone. */
export function zonedInstant(date: string, time: string, zone: TimeZoneChoice): number {
  const iana = TIME_ZONE_IANA[zone];
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  // Two passes settle the offset also on the day summer time starts or ends.
  let at = wall - offsetMinutes(iana, wall) * 60_000;
  at = wall - offsetMinutes(iana, at) * 60_000;
  return at;
}

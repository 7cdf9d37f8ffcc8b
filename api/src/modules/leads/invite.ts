// The calendar invitation a consultation's acknowledgement carries: an iCalendar (RFC 5545) request
// (METHOD:REQUEST, so clients offer to add it) with a stable UID from the inquiry's id, the company as
// organizer and the sender as attendee, and the slot's start and end as UTC instants converted by luxon
// from the wall-clock times in the chosen zone (the US abbreviations stand for their regions' IANA zones,
// summer time included: contracts' time-zones.ts). UTC times need no VTIMEZONE block.
import { TIME_ZONE_IANA, type TimeZoneChoice } from '@crestline/contracts';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';

/** The invitation's attachment, as enqueueMail takes it. */
export interface InviteAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface ConsultationSlot {
  date: string;
  timeFrom: string;
  timeTo: string;
  timeZone: TimeZoneChoice;
}

/** The slot's start and end as instants (throws on a wall-clock time the zone skips or a bad value). */
export function slotInstants(slot: ConsultationSlot): { start: Date; end: Date } {
  const zone = TIME_ZONE_IANA[slot.timeZone];
  const at = (time: string) => {
    const local = DateTime.fromISO(`${slot.date}T${time}`, { zone });
    if (!local.isValid) throw new Error(`Invalid slot ${slot.date} ${time} in ${zone}`);
    return local.toUTC().toJSDate();
  };
  return { start: at(slot.timeFrom), end: at(slot.timeTo) };
}

export function consultationInvite(options: {
  /** The inquiry's id: the UID stays the same for every copy of this invitation. */
  id: string;
  slot: ConsultationSlot;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  summary: string;
  description: string;
  domain: string;
}): InviteAttachment {
  const { start, end } = slotInstants(options.slot);
  const calendar = ical({
    prodId: { company: options.organizer.name, product: 'Website', language: 'EN' },
    method: ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `consultation-${options.id}@${options.domain}`,
    start,
    end,
    stamp: new Date(),
    sequence: 0,
    summary: options.summary,
    description: options.description,
    organizer: options.organizer,
    attendees: [
      {
        ...options.attendee,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
  });
  return {
    filename: 'invite.ics',
    contentType: 'text/calendar; method=REQUEST; charset=utf-8',
    content: calendar.toString(),
  };
}

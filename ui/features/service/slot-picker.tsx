/**
 * The service booking's date and drop-off time (issue 13 'Slots a workshop can keep'; spec 2 §3
 * 'Preferred Service Date', our 'Preferred Service Time'). It asks Caryard for a date's free
 * times at the chosen location (`serviceSlots`, GET /api/service/slots) and offers only those:
 * a date input (the browser's calendar), a strip of the days ahead with the full ones disabled,
 * and the free times as a radio group. A day without room says why (closed, the state's public
 * holiday, fully booked) and offers the next free times — here, and at the site's other service
 * locations, which switches the form's location.
 */
import { Button, Loader, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { PublicLocation } from '../../../application/client/caryard-client.port';
import type { NextFreeServiceSlot, ServiceSlots } from '../../../application/service/get-service-slots.use-case';
import { addDays, localDateTime, timeZoneOfState } from '../../../domain/locations/time-zone';
import { useCaryardClient } from '../../hooks/use-caryard-client';
import { useSite } from '../../hooks/use-site';
import classes from './slot-picker.module.css';

export interface SlotChange {
  readonly date: string | null;
  readonly time: string | null;
  /** Set when the shopper took a free time at another service location. */
  readonly locationSlug?: string;
}

export interface SlotPickerProps {
  /** The service location's slug; null until the shopper has one. */
  locationSlug: string | null;
  /** 'YYYY-MM-DD' in the location's own calendar; null: the first date with room is chosen. */
  date: string | null;
  /** 'HH:MM' (the location's wall clock). */
  time: string | null;
  onChange(next: SlotChange): void;
  /** The form's message for the date or time (spec 2 §5), shown under the picker. */
  error?: string | null;
  /** Prefix of every element id. */
  idPrefix: string;
  /** Change it to ask again (after a 409: the slot was taken). */
  refreshKey?: number | string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** Days in the strip of dates: a week from the first with room. */
const STRIP_DAYS = 7;

/** 'Thu 27 Nov' of 'YYYY-MM-DD' (a calendar date: no time zone involved, the same on server and browser). */
export function shortDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return `${WEEKDAYS[d.getUTCDay()] ?? ''} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ''}`;
}

/** 'Sydney' of 'Australia/Sydney'. */
export function cityOfTimeZone(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/**
 * Why the answer's date offers no time, in the shopper's words; null when it offers some.
 * issue 13: 'Closed', the holiday's name ('Christmas Day — closed'), 'Fully booked'.
 */
export function noSlotsText(answer: Pick<ServiceSlots, 'date' | 'reason' | 'holiday'>): string | null {
  const day = shortDate(answer.date);
  switch (answer.reason) {
    case null:
      return null;
    case 'holiday':
      return `${answer.holiday ?? 'Public holiday'} — closed`;
    case 'closed':
      return answer.holiday ? `${answer.holiday} — closed` : `Closed on ${day}`;
    case 'fully-booked':
      return `Fully booked on ${day}`;
    case 'past':
      return `No drop-off times left on ${day}`;
    case 'too-far':
      return `Bookings for ${day} are not open yet`;
  }
}

/**
 * A next free time as its button reads: 'Next free: Thu 27 Nov, 8:30am' at this location,
 * 'Sunstate Kia Southport: Wed 26 Nov, 7:30am' at another.
 */
export function nextFreeLabel(option: NextFreeServiceSlot, locationSlug: string): string {
  const when = `${shortDate(option.date)}, ${option.label}`;
  return option.location.slug === locationSlug ? `Next free: ${when}` : `${option.location.name}: ${when}`;
}

/** The days of the strip: a week from the first date with room, each with whether it has room. */
export function dateStrip(availableDates: readonly string[]): { date: string; open: boolean }[] {
  const first = availableDates[0];
  if (!first) return [];
  const open = new Set(availableDates);
  return Array.from({ length: STRIP_DAYS }, (_, i) => addDays(first, i)).map((date) => ({ date, open: open.has(date) }));
}

/** The location's today (its own zone: a Perth workshop's calendar is not Brisbane's). */
function todayAt(location: Pick<PublicLocation, 'address'> | undefined): string {
  return localDateTime(new Date(), timeZoneOfState(location?.address.state)).date;
}

type Load =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly key: string }
  | { readonly status: 'ready'; readonly key: string; readonly answer: ServiceSlots }
  | { readonly status: 'failed'; readonly key: string; readonly message: string; readonly retry: boolean };

const NOT_FOUND_MESSAGE = 'This location does not take online bookings. Please call us to book.';
const UNAVAILABLE_MESSAGE = 'We could not load the free times just now.';

export function SlotPicker({ locationSlug, date, time, onChange, error = null, idPrefix, refreshKey = 0 }: SlotPickerProps) {
  const site = useSite();
  const client = useCaryardClient();
  const location = site.locations.find((l) => l.slug === locationSlug);
  // The date asked for: the chosen one, else the location's today (its answer names the first date with room).
  const queryDate = date ?? (locationSlug ? todayAt(location) : null);
  const key = locationSlug && queryDate ? `${locationSlug}|${queryDate}|${refreshKey}` : '';
  // With a location the first render already says the times are coming (the browser asks at once).
  const [load, setLoad] = useState<Load>(() => (key ? { status: 'loading', key } : { status: 'idle' }));
  const [attempt, setAttempt] = useState(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The workshop the date was chosen at: a date kept from another workshop (the shopper changed
  // dealership) is that one's calendar, so it gives way to this workshop's first day with room.
  const dateChosenAt = useRef<string | null>(date !== null ? locationSlug : null);
  const pick = (next: { date: string | null; time: string | null; locationSlug?: string }) => {
    if (next.date !== null) dateChosenAt.current = next.locationSlug ?? locationSlug;
    onChangeRef.current(next);
  };

  useEffect(() => {
    if (!locationSlug || !queryDate) {
      setLoad({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading', key });
    void client.serviceSlots({ location: locationSlug, date: queryDate }, { signal: controller.signal }).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer._tag === 'Right') {
        setLoad({ status: 'ready', key, answer: answer.right });
        return;
      }
      const failure = answer.left;
      if (failure.code === 'SERVICE.LOCATION_NOT_FOUND') setLoad({ status: 'failed', key, message: NOT_FOUND_MESSAGE, retry: false });
      else if (failure.code === 'SERVICE.DATE_INVALID') setLoad({ status: 'failed', key, message: failure.message, retry: false });
      else setLoad({ status: 'failed', key, message: UNAVAILABLE_MESSAGE, retry: true });
    });
    return () => controller.abort();
    // `key` names locationSlug, queryDate and refreshKey; `attempt` asks again after a failure.
  }, [client, key, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const answer = load.status === 'ready' && load.key === key ? load.answer : null;

  // No date yet, or one kept from another workshop with no time here: take the first with room.
  // A chosen time no longer free (taken meanwhile) is let go.
  useEffect(() => {
    if (!answer) return;
    const first = answer.available_dates[0];
    if (date === null) {
      if (first !== undefined) pick({ date: first, time: null });
      return;
    }
    if (answer.date !== date) return;
    if (dateChosenAt.current !== locationSlug) {
      dateChosenAt.current = locationSlug;
      if (first !== undefined && !answer.available_dates.includes(date)) {
        pick({ date: first, time: null });
        return;
      }
    }
    if (time !== null && !answer.slots.some((s) => s.time === time)) pick({ date, time: null });
    // `pick` reads only refs and the location, which `answer` (fetched for it) follows.
  }, [answer, date, time]); // eslint-disable-line react-hooks/exhaustive-deps

  const dateId = `${idPrefix}-date`;
  const timesLegendId = `${idPrefix}-time-legend`;
  const errorId = `${idPrefix}-error`;
  const reasonId = `${idPrefix}-reason`;

  if (!locationSlug) {
    return (
      <div className={classes.picker}>
        <p className={classes.note}>Choose a location to see its free dates and drop-off times.</p>
        {error ? (
          <p id={errorId} className={classes.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const loading = load.status === 'loading' || (load.status === 'ready' && load.key !== key);
  const failed = load.status === 'failed' && load.key === key ? load : null;
  // While the first answer loads the input shows the date the answer will choose.
  const shownDate = date ?? '';
  const zoneName = answer ? cityOfTimeZone(answer.time_zone) : cityOfTimeZone(timeZoneOfState(location?.address.state));
  const locationName = answer?.location.name ?? location?.name ?? '';
  const reason = answer && answer.date === date ? noSlotsText(answer) : null;
  const slots = answer && answer.date === date ? answer.slots : [];
  const strip = answer ? dateStrip(answer.available_dates) : [];
  const firstDate = answer?.available_dates[0];
  const lastDate = answer?.available_dates.at(-1);
  const dateInvalid = Boolean(error) && !date;
  const timeInvalid = Boolean(error) && Boolean(date);
  const describedBy = [timeInvalid ? errorId : null, reason ? reasonId : null].filter(Boolean).join(' ') || undefined;

  const status = loading
    ? 'Finding free times…'
    : answer && date && answer.date === date
      ? (reason ?? `${slots.length} free ${slots.length === 1 ? 'time' : 'times'} on ${shortDate(date)}`)
      : '';

  return (
    <div className={classes.picker}>
      <p className={classes.note}>
        Times are local to {locationName} ({zoneName} time).
      </p>
      <TextInput
        id={dateId}
        name="date"
        type="date"
        label="Preferred Service Date"
        withAsterisk
        value={shownDate}
        min={firstDate}
        max={lastDate}
        onChange={(event) => pick({ date: event.currentTarget.value === '' ? null : event.currentTarget.value, time: null })}
        // No date yet: the message is the date field's own (Mantine links it and marks the field invalid).
        error={dateInvalid ? error : undefined}
        className={classes.dateInput}
      />
      {strip.length > 0 ? (
        <div role="group" aria-label="Days ahead" className={classes.strip}>
          {strip.map((day) => {
            const [weekday, dayOfMonth, month] = shortDate(day.date).split(' ');
            return (
              <button
                key={day.date}
                type="button"
                className={classes.day}
                aria-pressed={day.date === date}
                disabled={!day.open}
                // Seen as weekday, day and month stacked (narrow enough for a phone's week), read as 'Fri 25 Dec' ('Fri 25 Dec, no free times' when full).
                aria-label={day.open ? undefined : `${shortDate(day.date)}, no free times`}
                onClick={() => pick({ date: day.date, time: null })}
              >
                <span className={classes.dayName}>{weekday}</span> <span className={classes.dayNumber}>{dayOfMonth}</span>{' '}
                <span className={classes.dayMonth}>{month}</span>
              </button>
            );
          })}
        </div>
      ) : null}
      <fieldset className={classes.times} aria-describedby={describedBy} aria-busy={loading || undefined}>
        {/* Worded and styled as the form's other labels (Mantine's: medium weight, a red asterisk). */}
        <legend id={timesLegendId} className={classes.legend}>
          Preferred Service Time
          <span className={classes.asterisk} aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {loading ? (
          <p className={classes.loading}>
            <Loader size="xs" aria-hidden="true" /> Finding free times…
          </p>
        ) : failed ? (
          <div className={classes.failed}>
            <p className={classes.reason}>{failed.message}</p>
            {failed.retry ? (
              <Button type="button" variant="default" size="xs" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            ) : null}
          </div>
        ) : reason ? (
          <p id={reasonId} className={classes.reason}>
            {reason}
          </p>
        ) : !date ? (
          <p className={classes.reason}>{answer && answer.available_dates.length === 0 ? 'No free times in the weeks ahead' : 'Choose a date first'}</p>
        ) : (
          <div className={classes.slots}>
            {slots.map((slot, index) => (
              <label key={slot.time} className={classes.slot}>
                <input
                  type="radio"
                  className={classes.slotInput}
                  name={`${idPrefix}-time`}
                  value={slot.time}
                  checked={time === slot.time}
                  onChange={() => pick({ date, time: slot.time })}
                  aria-invalid={timeInvalid && (time === slot.time || (time === null && index === 0)) ? true : undefined}
                />
                <span className={classes.slotLabel}>{slot.label}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {!loading && answer && answer.next_free.length > 0 ? (
        <div className={classes.nextFree}>
          <p className={classes.nextFreeTitle}>{answer.next_free.some((n) => n.location.slug !== locationSlug) ? 'Free times soonest' : 'Next free time'}</p>
          <div className={classes.nextFreeButtons}>
            {answer.next_free.map((option) => (
              <Button
                key={`${option.location.slug}-${option.date}-${option.time}`}
                type="button"
                variant="light"
                size="sm"
                className={classes.nextFreeButton}
                onClick={() =>
                  pick({
                    date: option.date,
                    time: option.time,
                    ...(option.location.slug !== locationSlug ? { locationSlug: option.location.slug } : {}),
                  })
                }
              >
                {nextFreeLabel(option, locationSlug)}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {timeInvalid ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={classes.visuallyHidden}>
        {status}
      </p>
    </div>
  );
}

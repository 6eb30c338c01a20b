import { Button, Modal, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PublicLocation } from '../../../application/client/caryard-client.port';
import type { SpecialHour } from '../../../domain/dealer-site/dealer-site';
import { dayHours, departmentHours, departmentsOf, HOLIDAY_HOURS_SAMPLE_DATE, hoursText, localDateTime, timeZoneOfState } from '../../../domain/locations';
import { CalendarIcon } from './location-icons';
import classes from './locations.module.css';

const DEPARTMENT_LABEL: Record<SpecialHour['department'], string> = { all: 'All departments', sales: 'Sales', service: 'Service', parts: 'Parts' };

/** 'Thursday 25 December 2025' (a calendar date: no time zone can move it). */
export function longDate(date: string): string {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The rows the dialog lists (spec 2 §3 special hours entry: status, date, start and end hour,
 * department, location name). Choice: the location's entries from its own today onwards, by
 * date — a holiday that has passed is no help to a shopper planning a visit.
 */
export function holidayRows(location: Pick<PublicLocation, 'special_hours' | 'address'>, now: Date): SpecialHour[] {
  const today = localDateTime(now, timeZoneOfState(location.address.state)).date;
  return [...(location.special_hours ?? [])]
    .filter((entry) => entry.date.slice(0, 10) >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.department.localeCompare(b.department));
}

/**
 * The holiday opening hours dialog (spec 2 §2, §3; columns status, date, hours, department and
 * location). spec 2 §9 'the holiday hours dialog uses a sample date of 4 July 2025' — our
 * reading: the date the dialog shows as its worked example when there is nothing to list. So a
 * location with no holiday hours ahead says so, and shows, for 4 July 2025 (a Friday), the
 * hours each department keeps on a day with no special entry: its regular hours.
 */
export function HolidayHoursDialog({ location, now, closedText }: { location: PublicLocation; now: Date; closedText: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const rows = holidayRows(location, now);
  return (
    <>
      <Button variant="default" size="sm" leftSection={<CalendarIcon size={16} />} onClick={open} aria-haspopup="dialog">
        Holiday hours
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Holiday hours at ${location.name}`}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close holiday hours' }}
      >
        {rows.length > 0 ? (
          // Scrolls sideways on a phone; focusable, so the keyboard can scroll it too.
          <div className={classes.tableScroll} tabIndex={0} role="group" aria-label="Holiday hours, scrolls sideways">
            <Table striped verticalSpacing="xs" className={classes.holidayTable}>
              <Table.Caption>Special opening hours on public holidays and other dates; every other day keeps the regular hours.</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Hours</Table.Th>
                  <Table.Th scope="col">Department</Table.Th>
                  <Table.Th scope="col">Location</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry) => {
                  const isOpen = entry.status === 'open' && Boolean(entry.start_hour) && Boolean(entry.end_hour);
                  return (
                    <Table.Tr key={`${entry.date}-${entry.department}`}>
                      <Table.Td>
                        <span className={classes.status} data-open={isOpen ? 'true' : 'false'}>
                          {isOpen ? 'Open' : 'Closed'}
                        </span>
                      </Table.Td>
                      <Table.Td>
                        <time dateTime={entry.date.slice(0, 10)}>{longDate(entry.date)}</time>
                      </Table.Td>
                      <Table.Td>{hoursText({ status: entry.status, open: entry.start_hour ?? null, close: entry.end_hour ?? null }, { closedText })}</Table.Td>
                      <Table.Td>{DEPARTMENT_LABEL[entry.department]}</Table.Td>
                      <Table.Td>{entry.location_name || location.name}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
        ) : (
          <SampleDay location={location} closedText={closedText} />
        )}
      </Modal>
    </>
  );
}

/** No holiday hours ahead: the regular hours apply, shown on the spec's sample date. */
function SampleDay({ location, closedText }: { location: PublicLocation; closedText: string }) {
  const departments = departmentsOf(location);
  return (
    <div className={classes.sampleDay}>
      <p>No holiday hours are planned at {location.name}: every day keeps the regular opening hours. For example:</p>
      <Table verticalSpacing="xs" className={classes.holidayTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Hours</Table.Th>
            <Table.Th scope="col">Department</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {departments.map((department) => (
            <Table.Tr key={department}>
              <Table.Td>
                <time dateTime={HOLIDAY_HOURS_SAMPLE_DATE}>{longDate(HOLIDAY_HOURS_SAMPLE_DATE)}</time>
              </Table.Td>
              <Table.Td>
                {dayHours(HOLIDAY_HOURS_SAMPLE_DATE, department, departmentHours(location, department), [], { closedText })?.hours ?? closedText}
              </Table.Td>
              <Table.Td>{DEPARTMENT_LABEL[department]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

import { possessive } from '../../../domain/shared/possessive';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import { Button, Container, Skeleton, Switch } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { isAvailable } from '../../../domain/vehicle/availability';
import type { Car } from '../../../domain/vehicle/car';
import { compareRows, compareSubtitle, MAX_COMPARE, MISSING, type CompareRow } from '../../../domain/vehicle/compare';
import { CarIcon, CloseIcon, CompareIcon, SearchIcon } from '../../components/icons';
import { useListedCars } from '../../hooks/use-listed-cars';
import { useSavedCars } from '../../hooks/use-saved-cars';
import { useSite } from '../../hooks/use-site';
import classes from './compare.module.css';

/** The best value of a row, marked in words as well as colour. */
function BestBadge({ kind }: { kind: string }) {
  return <span className={classes.bestBadge}>{kind}</span>;
}

function Cell({ row, index }: { row: CompareRow; index: number }) {
  const best = row.best.includes(index);
  const equipment = row.equipment?.[index];
  return (
    <td data-best={best || undefined}>
      {equipment && equipment.items.length > 0 ? (
        <ul className={classes.equipment}>
          {equipment.items.map((item) => (
            <li key={item.text} data-unique={item.unique || undefined}>
              {item.text}
              {/* The difference in words, not weight alone. */}
              {item.unique ? <span className={classes.visuallyHidden}> (not on every car)</span> : null}
            </li>
          ))}
          {equipment.more > 0 ? <li className={classes.more}>{`and ${equipment.more} more`}</li> : null}
        </ul>
      ) : (
        <span className={classes.value}>{row.values[index]}</span>
      )}
      {best && row.bestKind ? <BestBadge kind={row.bestKind} /> : null}
    </td>
  );
}

/** The column heading of a car: photo, name linking to the car, condition and stock number, sold mark, remove. */
function CarHeading({ car, photo, onRemove }: { car: Car; photo: string | undefined; onRemove: () => void }) {
  const site = useSite();
  const path = car.path || `/cars/${car.slug}`;
  const sold = !isAvailable(car);
  return (
    <th scope="col" className={classes.carHeading}>
      <div className={classes.carHead}>
        <div className={classes.carPhoto}>
          {photo && photo !== MISSING ? (
            <img src={photo} alt="" width={320} height={240} loading="lazy" decoding="async" />
          ) : (
            <span className={classes.carPhotoEmpty}>
              <CarIcon size={28} />
            </span>
          )}
          {sold ? <span className={classes.soldMark}>Sold</span> : null}
        </div>
        <Link to={path} className={classes.carName}>
          {car.name}
        </Link>
        <span className={classes.carSub}>{compareSubtitle(car, site.labels)}</span>
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          leftSection={<CloseIcon size={14} />}
          onClick={onRemove}
          aria-label={`Remove ${car.name} from compare`}
        >
          Remove
        </Button>
      </div>
    </th>
  );
}

function TableSkeleton({ columns }: { columns: number }) {
  return (
    <div className={classes.skeleton} aria-busy="true" aria-label="Loading the cars">
      {Array.from({ length: Math.max(columns, 2) }, (_, i) => (
        <div key={i} className={classes.skeletonColumn}>
          <Skeleton height={120} radius="md" />
          <Skeleton height={16} mt="sm" width="80%" />
          {Array.from({ length: 6 }, (__, j) => (
            <Skeleton key={j} height={12} mt="md" />
          ))}
        </div>
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <div className={classes.empty}>
      <span className={classes.emptyIcon} aria-hidden="true">
        <CompareIcon size={28} />
      </span>
      <h2 className={classes.emptyTitle}>No cars to compare yet</h2>
      <p className={classes.emptyText}>Tap the compare button on up to {MAX_COMPARE} cars while you browse, then lay them side by side here.</p>
      <Button component={Link} to="/search" leftSection={<SearchIcon size={16} />}>
        Browse cars
      </Button>
    </div>
  );
}

/**
 * /compare (issue 14; spec 1 §3 'Compare list', §4 'Favourites and compare', §5): the cars of
 * this browser's compare list side by side — photo, price by precedence, weekly repayment at
 * the site's estimate, drive-away hint, year, kilometres, body, fuel, transmission, engine,
 * fuel use, ANCAP, seats, dimensions, key equipment — the best value of a row marked in words,
 * rows that are the same collapsible. The list lives in localStorage: the server renders a
 * skeleton and the cars load after hydration. On a phone the table scrolls sideways in its own
 * region with the row labels held in place.
 */
export function ComparePage() {
  const site = useSite();
  const mounted = useMounted();
  const { compare, removeCompare } = useSavedCars();
  const loaded = useListedCars(compare, 'compare page');
  const [hideSame, setHideSame] = useState(false);
  const now = useMemo(() => new Date(), []);

  const cars = useMemo(
    () =>
      compare.flatMap((entry) => {
        const answer = loaded.get(entry.slug);
        return answer?._tag === 'Car' ? [answer.car] : [];
      }),
    [compare, loaded],
  );
  const notShown = compare.flatMap((entry) => {
    const answer = loaded.get(entry.slug);
    return answer && answer._tag !== 'Car' ? [{ entry, answer }] : [];
  });
  const pending = compare.some((entry) => !loaded.has(entry.slug));
  const rows = useMemo(() => compareRows(cars, site, now), [cars, site, now]);
  const [photoRow, ...bodyRows] = rows;
  const shownRows = hideSame ? bodyRows.filter((r) => !r.same) : bodyRows;
  const sameCount = bodyRows.filter((r) => r.same).length;
  const marksEquipment = bodyRows.some((r) => r.equipment?.some((e) => e.items.some((i) => i.unique)));

  return (
    <Container size="xl" className={classes.page}>
      <header className={classes.pageHeader}>
        <h1 className={classes.title}>Compare cars</h1>
        <p className={classes.lead}>
          Up to {MAX_COMPARE} cars side by side. The best price, kilometres, repayment, year, fuel use and safety rating in each row are marked. Your compare
          list stays in this browser: add cars with the compare button on search results or on any car&apos;s page.
        </p>
      </header>

      {!mounted ? (
        <TableSkeleton columns={2} />
      ) : compare.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {notShown.length > 0 ? (
            <ul className={classes.notices} aria-label="Cars that cannot be shown">
              {notShown.map(({ entry, answer }) => (
                <li key={entry.id} className={classes.notice}>
                  <span>
                    <strong>{entry.name}</strong>{' '}
                    {answer._tag === 'Gone' ? 'is no longer listed on our site.' : 'could not be loaded just now. Please try again in a moment.'}
                  </span>
                  <Button variant="default" size="compact-sm" onClick={() => removeCompare(entry.id)} aria-label={`Remove ${entry.name} from compare`}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}

          {pending && cars.length === 0 ? (
            <TableSkeleton columns={compare.length} />
          ) : cars.length > 0 ? (
            <>
              <div className={classes.toolbar}>
                <Switch
                  label="Hide rows that are the same"
                  checked={hideSame}
                  onChange={(event) => setHideSame(event.currentTarget.checked)}
                  disabled={cars.length < 2}
                  description={
                    cars.length < 2
                      ? 'Add another car to compare rows.'
                      : sameCount > 0
                        ? `${sameCount} ${sameCount === 1 ? 'row is' : 'rows are'} the same for every car.`
                        : 'Every row differs.'
                  }
                />
                {compare.length < MAX_COMPARE ? (
                  <Button component={Link} to="/search" variant="light" leftSection={<SearchIcon size={16} />}>
                    Add another car
                  </Button>
                ) : null}
              </div>
              <div className={classes.tableRegion} role="region" aria-label="Comparison table" tabIndex={0}>
                <table className={classes.table} data-columns={cars.length} aria-busy={pending || undefined}>
                  <caption className={classes.visuallyHidden}>
                    {`Comparing ${cars.length} ${cars.length === 1 ? 'car' : 'cars'}: ${cars.map((c) => c.name).join(', ')}`}
                  </caption>
                  <thead>
                    <tr>
                      <td className={classes.corner} />
                      {cars.map((car, i) => (
                        <CarHeading key={car.id} car={car} photo={photoRow?.values[i]} onRemove={() => removeCompare(car.id)} />
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {shownRows.map((row) => (
                      <tr key={row.key} data-row={row.key} data-same={row.same || undefined}>
                        <th scope="row">{row.label}</th>
                        {cars.map((car, i) => (
                          <Cell key={car.id} row={row} index={i} />
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className={classes.footnote}>
                {marksEquipment ? 'In key equipment, the items ticked and in bold are not on every car. ' : ''}Weekly repayments are estimates at{' '}
                {possessive(site.name)} advertised finance rate and subject to credit approval. Prices and equipment may change; please confirm with us before
                you buy.
              </p>
            </>
          ) : null}
        </>
      )}
    </Container>
  );
}

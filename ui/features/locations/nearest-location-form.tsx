import { Button, TextInput } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { INVALID_POSTCODE_MESSAGE, Postcode } from '../../../domain/locations/postcode';
import { SearchIcon } from '../../components/icons';
import type { PostcodeAnswer } from './locations-route';
import classes from './locations.module.css';

export interface NearestLocationFormProps {
  /** The page's own path: the form is a GET form on it (?postcode=), so it works before the page's script. */
  action: string;
  answer: PostcodeAnswer | null;
  /** The department chip in force, kept across a search. */
  department: string | null;
}

/**
 * Nearest location (issue 13): a 4-digit postcode (spec 2 §5) → the page sorted by distance from
 * its place. Submitted as `?postcode=`, answered by the page's loader on the server or in the
 * browser alike; a malformed postcode is refused here at once with spec 2 §5's message, one the
 * geocoder does not know comes back as 'Invalid postcode' (spec 2 §8).
 */
export function NearestLocationForm({ action, answer, department }: NearestLocationFormProps) {
  const navigation = useNavigation();
  const [value, setValue] = useState(answer?.postcode ?? '');
  const [localError, setLocalError] = useState<string | null>(null);
  const serverError = answer && 'error' in answer && answer.postcode === value.trim() ? answer.error : null;
  const error = localError ?? serverError;
  const searching = navigation.state !== 'idle' && navigation.location?.pathname === action && new URLSearchParams(navigation.location.search).has('postcode');
  const found = answer && 'place' in answer ? answer : null;
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      replace
      noValidate
      role="search"
      aria-label="Find your nearest location"
      className={classes.nearest}
      onSubmit={(event) => {
        if (E.isLeft(Postcode.parse(value))) {
          event.preventDefault();
          setLocalError(INVALID_POSTCODE_MESSAGE);
        }
      }}
    >
      <div className={classes.nearestRow}>
        <TextInput
          name="postcode"
          label="Find your nearest location"
          description="Enter your postcode to sort our locations by distance"
          placeholder="e.g. 4000"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value.replace(/\D/g, '').slice(0, 4));
            setLocalError(null);
          }}
          error={error}
          className={classes.nearestInput}
          classNames={{ error: classes.nearestError }}
        />
        {department ? <input type="hidden" name="department" value={department} /> : null}
        <Button type="submit" leftSection={<SearchIcon size={16} />} loading={searching} className={classes.nearestButton}>
          Find nearest
        </Button>
      </div>
      <p className={classes.nearestStatus} aria-live="polite">
        {found ? (
          <>
            Sorted by distance from{' '}
            <strong>
              {found.place.locality} {found.place.state} {found.postcode}
            </strong>
            .{' '}
            <Link to={department ? `${action}?department=${encodeURIComponent(department)}` : action} preventScrollReset replace className={classes.clearLink}>
              Clear<span className={classes.visuallyHidden}> the postcode search</span>
            </Link>
          </>
        ) : null}
      </p>
    </Form>
  );
}

import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { AUSTRALIAN_STATES, isAustralianState } from '../../../domain/tradein/trade-in-fields';
import { ArrowRightIcon } from '../../components/icons';
import classes from './value-my-car-box.module.css';

/**
 * The home page's rego box (issue 12): plate and state, and 'Value my car' goes to
 * /sell-my-car?rego=…&state=…, where the instant offer starts with them filled in and looks
 * the car up at once. A plain GET form, so it works before (and without) the page's script.
 */
export function ValueMyCarBox({ site }: { site: PublicSite }) {
  const navigate = useNavigate();
  const [rego, setRego] = useState('');
  const [state, setState] = useState<string>(isAustralianState(site.default_state) ? site.default_state : 'QLD');
  return (
    <form
      className={classes.box}
      method="get"
      action="/sell-my-car"
      aria-label="Value my car"
      onSubmit={(event) => {
        event.preventDefault();
        const plate = rego.trim().toUpperCase();
        // Without a plate the flow's Step One asks for it.
        void navigate(plate ? `/sell-my-car?${new URLSearchParams({ rego: plate, state }).toString()}` : '/sell-my-car');
      }}
    >
      <TextInput
        id="home-rego"
        name="rego"
        label="Registration number"
        placeholder="ABC123"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={10}
        className={classes.rego}
        value={rego}
        onChange={(event) => setRego(event.currentTarget.value.toUpperCase())}
      />
      <NativeSelect
        id="home-rego-state"
        name="state"
        label="State"
        className={classes.state}
        data={AUSTRALIAN_STATES.map((s) => ({ value: s, label: s }))}
        value={state}
        onChange={(event) => setState(event.currentTarget.value)}
      />
      <Button type="submit" variant="light" rightSection={<ArrowRightIcon size={16} />} className={classes.submit}>
        Value my car
      </Button>
    </form>
  );
}

import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import { Alert, Badge, Button, Checkbox, Group, Modal, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { GarageAnswer } from '../../../application/shoppers/shopper-contract';
import { shopperClient } from '../../client/shopper-client';
import { showToast } from '../../components/toasts/toasts';
import { setShopperSession } from '../../hooks/use-shopper-session';
import { useSite } from '../../hooks/use-site';
import { deviceName, formatDay, formatMoment } from './garage-format';
import classes from './garage.module.css';

export interface MyDataPanelProps {
  /** What the site holds about the signed-in shopper (`GET /api/garage`). */
  readonly garage: GarageAnswer;
  /** The garage as it is after a change made in the panel (alerts switched, a device signed out). */
  readonly onChange: (next: GarageAnswer) => void;
  /** The level of the panel's section headings (2 on a page whose heading is its only h1). */
  readonly headingLevel?: 2 | 3;
}

export const CONSENT_REQUIRED_MESSAGE = 'Please tick the box to agree to alerts.';
export const DATA_DELETED_TITLE = 'Your data is deleted';

/**
 * The shopper's own data and settings (issue 14 'A shopper can see and delete what the site
 * holds about them (watchlist, alerts, sessions) … and deleting removes it'): alert settings with
 * consent (Spam Act: consent recorded when switched on, a way to stop in every message), the
 * devices signed in, sign out, and 'Delete my data'. Shown on /my-garage, and on /watchlist on
 * sites without a garage.
 */
export function MyDataPanel({ garage, onChange, headingLevel = 2 }: MyDataPanelProps) {
  const site = useSite();
  return (
    <div className={classes.panelStack}>
      {site.shopper_lists.alerts ? <AlertsSection garage={garage} onChange={onChange} headingLevel={headingLevel} /> : null}
      <DevicesSection garage={garage} onChange={onChange} headingLevel={headingLevel} />
      <AccountSection garage={garage} headingLevel={headingLevel} />
    </div>
  );
}

function Heading({ level, id, children }: { level: 2 | 3; id: string; children: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={classes.sectionTitle}>
      {children}
    </Tag>
  );
}

/** Why alerts are off, when the shopper (or a STOP reply) switched them off. */
function stoppedLine(alerts: GarageAnswer['alerts']): string | null {
  if (alerts.enabled || !alerts.stopped_at) return null;
  const when = formatDay(alerts.stopped_at);
  switch (alerts.stopped_by) {
    case 'sms_stop':
      return `You replied STOP on ${when}, so alerts are off.`;
    case 'unsubscribe_link':
      return `You unsubscribed on ${when}, so alerts are off.`;
    case 'settings':
      return `You turned alerts off on ${when}.`;
    default:
      return null;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function AlertsSection({ garage, onChange, headingLevel }: Required<MyDataPanelProps>) {
  const { alerts, shopper } = garage;
  const [choosing, setChoosing] = useState(false);
  const [consent, setConsent] = useState(false);
  const [email, setEmail] = useState(alerts.email ?? shopper.email ?? '');
  const [consentError, setConsentError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const switchOff = async () => {
    setSaving(true);
    setError(null);
    const answer = await shopperClient()
      .setAlerts({ enabled: false })
      .catch(() => null);
    setSaving(false);
    if (answer?.ok) onChange({ ...garage, alerts: answer.value });
    else setError(answer?.message ?? 'We could not change your alerts just now. Please try again.');
  };

  const switchOn = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    const consentMissing = !consent;
    const emailWrong = typed !== '' && !EMAIL.test(typed);
    setConsentError(consentMissing ? CONSENT_REQUIRED_MESSAGE : null);
    setEmailError(emailWrong ? 'Please enter a valid email address, e.g. name@example.com.au' : null);
    if (consentMissing || emailWrong) return;
    setSaving(true);
    setError(null);
    const answer = await shopperClient()
      .setAlerts({ enabled: true, consent: true, email: typed === '' ? null : typed })
      .catch(() => null);
    setSaving(false);
    if (answer?.ok) {
      setChoosing(false);
      setConsent(false);
      onChange({ ...garage, alerts: answer.value, shopper: { ...shopper, email: answer.value.email ?? shopper.email } });
      return;
    }
    if (answer?.fields['email']) setEmailError(answer.fields['email']);
    else setError(answer?.message ?? 'We could not change your alerts just now. Please try again.');
  };

  const stopped = stoppedLine(alerts);
  return (
    <section className={classes.card} aria-labelledby="garage-alerts">
      <Heading level={headingLevel} id="garage-alerts">
        Alerts
      </Heading>
      <p className={classes.muted}>
        A text when a car on your watchlist drops in price or sells, or new stock matches a saved search with alerts on. At most one message a day;{' '}
        {/* STOP only where the texts come from a number that takes replies (AlertSettingsView.replies). */}
        {alerts.replies
          ? 'reply STOP to any of them, or use the link in any of them, to stop.'
          : 'use the link in any of them to stop, or switch alerts off here.'}
      </p>
      <Switch
        label="Price-drop and new-stock alerts"
        checked={alerts.enabled || choosing}
        disabled={saving}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          if (alerts.enabled && !on) void switchOff();
          else setChoosing(on);
        }}
        size="md"
        className={classes.switch}
      />
      {alerts.enabled ? (
        <div role="status">
          <p className={classes.statusLine}>
            Alerts are on: we text {shopper.phone_display}
            {alerts.email && alerts.email_confirmed ? ` and email ${alerts.email}` : ''}. You agreed on {formatDay(alerts.consented_at)}.
          </p>
          {/* Spam Act s 16: an address gets alerts only once its owner confirms it. */}
          {alerts.email && !alerts.email_confirmed ? (
            <p className={classes.statusLine}>We have sent a link to {alerts.email}: alerts go there once you confirm it.</p>
          ) : null}
        </div>
      ) : stopped ? (
        <p className={classes.statusLine}>{stopped}</p>
      ) : null}
      {!alerts.enabled && choosing ? (
        <form className={classes.consentForm} onSubmit={(event) => void switchOn(event)} noValidate>
          <Checkbox
            label={alerts.consent_text}
            checked={consent}
            onChange={(event) => {
              setConsent(event.currentTarget.checked);
              setConsentError(null);
            }}
            error={consentError ? <span role="alert">{consentError}</span> : null}
            classNames={{ error: classes.error }}
          />
          <TextInput
            label="Email for alerts (optional)"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(null);
            }}
            error={emailError}
            errorProps={{ role: 'alert' }}
            classNames={{ input: classes.input, error: classes.error }}
          />
          <Group gap="sm">
            <Button type="submit" loading={saving}>
              Turn on alerts
            </Button>
            <Button variant="default" onClick={() => setChoosing(false)} disabled={saving}>
              Cancel
            </Button>
          </Group>
        </form>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {error}
        </Alert>
      ) : null}
    </section>
  );
}

function DevicesSection({ garage, onChange, headingLevel }: Required<MyDataPanelProps>) {
  const [ending, setEnding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The device in hand first, then the most recently used.
  const sessions = [...garage.sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at));

  const signOutOf = async (id: string) => {
    setEnding(id);
    setError(null);
    const answer = await shopperClient()
      .endSession(id)
      .catch(() => null);
    setEnding(null);
    if (answer?.ok) onChange({ ...garage, sessions: garage.sessions.filter((s) => s.id !== id) });
    else setError(answer?.message ?? 'We could not sign that device out just now. Please try again.');
  };

  return (
    <section className={classes.card} aria-labelledby="garage-devices">
      <Heading level={headingLevel} id="garage-devices">
        Signed-in devices
      </Heading>
      <ul className={classes.list}>
        {sessions.map((session) => {
          const name = deviceName(session.user_agent);
          return (
            <li key={session.id} className={classes.row}>
              <div className={classes.rowMain}>
                <span className={classes.rowTitle}>
                  {name}
                  {session.current ? (
                    <Badge size="sm" variant="default" ml={8}>
                      This device
                    </Badge>
                  ) : null}
                </span>
                <span className={classes.muted}>
                  Signed in {formatDay(session.created_at)} · last used {formatMoment(session.last_seen_at)}
                </span>
              </div>
              {session.current ? null : (
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => void signOutOf(session.id)}
                  loading={ending === session.id}
                  aria-label={`Sign out of ${name}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {error ? (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {error}
        </Alert>
      ) : null}
    </section>
  );
}

function AccountSection({ garage, headingLevel }: Pick<Required<MyDataPanelProps>, 'garage' | 'headingLevel'>) {
  const site = useSite();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'sign-out' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // Home first, then signed out: a page behind a sign-in gate is gone before the session changes.
  const leave = async () => {
    await navigate('/', { replace: true });
    setShopperSession(null);
  };

  const signOut = async () => {
    setBusy('sign-out');
    setError(null);
    const answer = await shopperClient()
      .signOut()
      .catch(() => null);
    setBusy(null);
    if (answer?.ok) await leave();
    else setError(answer?.message ?? 'We could not sign you out just now. Please try again.');
  };

  const deleteData = async () => {
    setBusy('delete');
    setDeleteError(null);
    const answer = await shopperClient()
      .deleteMyData()
      .catch(() => null);
    setBusy(null);
    if (!answer?.ok) {
      setDeleteError(answer?.message ?? 'We could not delete your data just now. Please try again.');
      return;
    }
    setConfirming(false);
    showToast({ title: DATA_DELETED_TITLE, message: 'We removed your watchlist, saved searches, alert settings and sign-ins, and signed you out.' });
    await leave();
  };

  const cars = garage.watchlist.length;
  const searches = garage.saved_searches.length;
  const devices = garage.sessions.length;
  return (
    <section className={classes.card} aria-labelledby="garage-account">
      <Heading level={headingLevel} id="garage-account">
        Your account
      </Heading>
      <p className={classes.muted}>Signed in with {garage.shopper.phone_display}.</p>
      <Group gap="sm" mt="sm">
        <Button variant="default" onClick={() => void signOut()} loading={busy === 'sign-out'}>
          Sign out
        </Button>
        <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
          Delete my data
        </Button>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {error}
        </Alert>
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete your data?"
        centered
        zIndex={1400}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <p className={classes.modalText}>This deletes, for good:</p>
        <ul className={classes.deleteList}>
          <li>
            your watchlist ({cars} {cars === 1 ? 'car' : 'cars'})
          </li>
          <li>your saved searches ({searches})</li>
          <li>your alert settings and the record of your consent</li>
          <li>your sign-ins on every device ({devices})</li>
          <li>your account with the mobile number {garage.shopper.phone_display}</li>
        </ul>
        <p className={classes.modalNote}>
          Enquiries, reservations, trade-in offers and service bookings you sent to {site.name} stay with the dealership as records of your dealings. To have
          those removed too, call {site.phone}.
        </p>
        {deleteError ? (
          <Alert color="red" variant="light" role="alert" mb="sm">
            {deleteError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={busy === 'delete'}>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => void deleteData()} loading={busy === 'delete'}>
            Delete my data
          </Button>
        </Group>
      </Modal>
    </section>
  );
}

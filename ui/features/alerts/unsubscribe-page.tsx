import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Container } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useSite } from '../../hooks/use-site';
import type { UnsubscribePageData } from './unsubscribe-route';
import classes from './unsubscribe.module.css';

type PageState = UnsubscribePageData['state'] | 'sending' | 'failed';

/** The call the button makes (adapters/http/routes/alerts.routes.ts); the form posts to the page itself without JavaScript. */
const UNSUBSCRIBE_API = '/api/alerts/unsubscribe';
const UNSUBSCRIBE_FORM = '/alerts/unsubscribe';

const TRY_AGAIN = 'We could not stop your alerts just now. Please try again in a moment.';

/** Stops the alerts of the token's shopper; resolves with the page's next state and, on failure, what to say. */
async function stopAlerts(token: string): Promise<{ state: PageState; message: string | null }> {
  try {
    const response = await fetch(UNSUBSCRIBE_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'omit',
    });
    if (response.ok) return { state: 'stopped', message: null };
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    if (response.status === 400) return { state: 'invalid', message: body?.error?.message ?? null };
    return { state: 'failed', message: body?.error?.message ?? TRY_AGAIN };
  } catch {
    return { state: 'failed', message: TRY_AGAIN };
  }
}

/**
 * /alerts/unsubscribe (issue 14: every alert carries a way to stop; Spam Act 2003 s 18): 'Stop
 * alerts from {site}?' with one button — the link alone stops nothing, as mail filters open links
 * — then 'You will get no more alerts from {site}.' Works without JavaScript: the button is a
 * plain form post answered by this page again.
 */
export function UnsubscribePage() {
  const site = useSite();
  const data = useLoaderData() as UnsubscribePageData;
  const [state, setState] = useState<PageState>(data.state);
  const [message, setMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state);

  // The page follows its URL (a form posted without JavaScript comes back with ?stopped=1).
  useEffect(() => setState(data.state), [data.state]);

  // A new outcome takes the focus to its heading, so a screen reader reads it at once.
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    if (state === 'stopped' || state === 'invalid') heading.current?.focus();
  }, [state]);

  const asking = state === 'ask' || state === 'sending' || state === 'failed';

  return (
    <div className={classes.page}>
      <Container size={560} className={classes.wrap}>
        <section className={classes.card} aria-labelledby="unsubscribe-heading">
          {asking && data.token !== null ? (
            <>
              <h1 id="unsubscribe-heading" ref={heading} tabIndex={-1} className={classes.title}>
                Stop alerts from {site.name}?
              </h1>
              <p className={classes.lead}>
                You will no longer get texts or emails from {site.name} about price drops, sold cars or new stock. Your watchlist and saved searches stay as
                they are.
              </p>
              {state === 'failed' && message ? (
                <Alert color="red" variant="light" title="Alerts not stopped" role="alert" className={classes.alert}>
                  {message}
                </Alert>
              ) : null}
              <form
                method="post"
                action={UNSUBSCRIBE_FORM}
                className={classes.form}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (state === 'sending' || data.token === null) return;
                  setState('sending');
                  setMessage(null);
                  void stopAlerts(data.token).then((outcome) => {
                    setMessage(outcome.message);
                    setState(outcome.state);
                  });
                }}
              >
                <input type="hidden" name="token" value={data.token} />
                <Button type="submit" size="md" loading={state === 'sending'} className={classes.button}>
                  Stop alerts
                </Button>
                <Anchor component={Link} to="/" className={classes.keep}>
                  Keep my alerts
                </Anchor>
              </form>
            </>
          ) : state === 'stopped' ? (
            <div role="status">
              <h1 id="unsubscribe-heading" ref={heading} tabIndex={-1} className={classes.title}>
                Alerts stopped
              </h1>
              <p className={classes.lead}>You will get no more alerts from {site.name}.</p>
              <p className={classes.note}>Changed your mind? Sign in on {site.name} and switch alerts back on at any time.</p>
              <div className={classes.links}>
                <Button component={Link} to="/search" variant="default">
                  Browse cars
                </Button>
                <Anchor component={Link} to="/">
                  Back to the home page
                </Anchor>
              </div>
            </div>
          ) : (
            <div role={state === 'invalid' ? 'alert' : undefined}>
              <h1 id="unsubscribe-heading" ref={heading} tabIndex={-1} className={classes.title}>
                {state === 'missing' ? 'This link is not complete' : 'This link does not work'}
              </h1>
              <p className={classes.lead}>
                {message ??
                  (state === 'missing'
                    ? 'The unsubscribe link is missing part of its address. Open it again from your latest alert, or copy the whole link into your browser.'
                    : 'This unsubscribe link is not valid. Use the link in your latest alert.')}
              </p>
              <p className={classes.note}>
                You can also switch alerts off where you turned them on (sign in with your mobile number), or call {site.name} on{' '}
                <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className={classes.phone}>
                  {site.phone}
                </a>{' '}
                and we will stop them for you.
              </p>
              <div className={classes.links}>
                <Anchor component={Link} to="/">
                  Back to the home page
                </Anchor>
              </div>
            </div>
          )}
        </section>
      </Container>
    </div>
  );
}

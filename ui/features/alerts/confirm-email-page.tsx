import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Container } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { CONFIRM_EMAIL_API_PATH, CONFIRM_EMAIL_PAGE_PATH } from '../../../domain/shoppers/alert-email-confirmation';
import { useSite } from '../../hooks/use-site';
import type { ConfirmEmailPageData } from './confirm-email-route';
import classes from './unsubscribe.module.css';

type PageState = ConfirmEmailPageData['state'] | 'sending' | 'failed';

const TRY_AGAIN = 'We could not confirm your email just now. Please try again in a moment.';

/** Confirms the token's address; resolves with the page's next state and, where the server said why, its words. */
async function confirmEmail(token: string): Promise<{ state: PageState; message: string | null }> {
  try {
    const response = await fetch(CONFIRM_EMAIL_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'omit',
    });
    if (response.ok) return { state: 'confirmed', message: null };
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    if (response.status === 409) return { state: 'changed', message: body?.error?.message ?? null };
    if (response.status === 400) return { state: 'invalid', message: body?.error?.message ?? null };
    return { state: 'failed', message: body?.error?.message ?? TRY_AGAIN };
  } catch {
    return { state: 'failed', message: TRY_AGAIN };
  }
}

/**
 * /alerts/confirm-email (issue 14; Spam Act 2003 s 16: alert emails go only to an address its
 * owner confirmed): 'Confirm {email} for alerts from {site}?' with one button — the link alone
 * confirms nothing, as mail filters open links — then 'Email confirmed'. Works without
 * JavaScript: the button is a plain form post answered by this page again.
 */
export function ConfirmEmailPage() {
  const site = useSite();
  const data = useLoaderData() as ConfirmEmailPageData;
  const [state, setState] = useState<PageState>(data.state);
  const [message, setMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state);

  // The page follows its URL (a form posted without JavaScript comes back with ?confirmed=1).
  useEffect(() => setState(data.state), [data.state]);

  // A new outcome takes the focus to its heading, so a screen reader reads it at once.
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    if (state === 'confirmed' || state === 'changed' || state === 'invalid') heading.current?.focus();
  }, [state]);

  const asking = state === 'ask' || state === 'sending' || state === 'failed';
  const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;

  return (
    <div className={classes.page}>
      <Container size={560} className={classes.wrap}>
        <section className={classes.card} aria-labelledby="confirm-email-heading">
          {asking && data.token !== null && data.email !== null ? (
            <>
              <h1 id="confirm-email-heading" ref={heading} tabIndex={-1} className={classes.title}>
                Confirm {data.email} for alerts from {site.name}?
              </h1>
              <p className={classes.lead}>
                {site.name} will email this address when a car you watch drops in price or sells, or new stock matches a saved search — at most one message a
                day, and every one has a link to stop them.
              </p>
              <p className={classes.note}>Did not ask for this? Close this page: nothing is sent to this address unless it is confirmed.</p>
              {state === 'failed' && message ? (
                <Alert color="red" variant="light" title="Email not confirmed" role="alert" className={classes.alert}>
                  {message}
                </Alert>
              ) : null}
              <form
                method="post"
                action={CONFIRM_EMAIL_PAGE_PATH}
                className={classes.form}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (state === 'sending' || data.token === null) return;
                  setState('sending');
                  setMessage(null);
                  void confirmEmail(data.token).then((outcome) => {
                    setMessage(outcome.message);
                    setState(outcome.state);
                  });
                }}
              >
                <input type="hidden" name="token" value={data.token} />
                <Button type="submit" size="md" loading={state === 'sending'} className={classes.button}>
                  Confirm my email
                </Button>
                <Anchor component={Link} to="/" className={classes.keep}>
                  Not now
                </Anchor>
              </form>
            </>
          ) : state === 'confirmed' ? (
            <div role="status">
              <h1 id="confirm-email-heading" ref={heading} tabIndex={-1} className={classes.title}>
                Email confirmed
              </h1>
              <p className={classes.lead}>
                {data.email
                  ? `Alerts from ${site.name} will now come to ${data.email} as well as by text.`
                  : `Alerts from ${site.name} will now come to your email as well as by text.`}
              </p>
              <p className={classes.note}>Every alert has a link to stop them, and you can change your alert settings at any time when signed in.</p>
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
            <div role={state === 'invalid' || state === 'changed' ? 'alert' : undefined}>
              <h1 id="confirm-email-heading" ref={heading} tabIndex={-1} className={classes.title}>
                {state === 'missing'
                  ? 'This link is not complete'
                  : state === 'changed'
                    ? 'This address is no longer the one for alerts'
                    : 'This link does not work'}
              </h1>
              <p className={classes.lead}>
                {message ??
                  (state === 'missing'
                    ? 'The confirmation link is missing part of its address. Open it again from the email, or copy the whole link into your browser.'
                    : state === 'changed'
                      ? 'The email for alerts was changed after this link was sent. Use the link in the latest email we sent, or check your alert settings.'
                      : 'This confirmation link is not valid. Use the link in the latest email we sent, or give your email again in your alert settings.')}
              </p>
              <p className={classes.note}>
                Need a hand? Call {site.name} on{' '}
                <a href={phoneHref} className={classes.phone}>
                  {site.phone}
                </a>
                .
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

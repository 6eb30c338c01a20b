import '@mantine/core/styles/Text.css';
import { Anchor, Button, Container, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { isSignInBusy, signInCall, signInStep } from '../../../application/shoppers/sign-in.machine';
import { ONE_TIME_CODE } from '../../../domain/shoppers/sign-in';
import { ShieldIcon } from '../../components/icons';
import { useShopperSession } from '../../hooks/use-shopper-session';
import { useSite } from '../../hooks/use-site';
import { signInHeading } from './sign-in-copy';
import type { SignInPageData } from './sign-in-route';
import { useSignIn } from './use-sign-in';
import classes from './sign-in.module.css';

/** The privacy policy's path where the site has that page (footer logic: only pages the site has). */
function usePrivacyPolicyPath(): string | null {
  const site = useSite();
  return site.pages.find((page) => page.slug === 'privacy-policy')?.path ?? null;
}

/**
 * /sign-in (spec 1 §2, §6; spec 2 §2 'Sign-in gating'; issue 14 'Sign-in by phone'): the
 * shopper's Australian mobile, then the one-time code texted to it; signed in, they land on
 * `redirect` (replacing this page in the history), and Back goes to `back`. A shopper already
 * signed in goes straight on. The server's messages show on the step they belong to.
 */
export function SignInPage() {
  const { type, redirect, back } = useLoaderData() as SignInPageData;
  const session = useShopperSession();
  const navigate = useNavigate();
  const [snapshot, send] = useSignIn();
  const step = signInStep(snapshot);
  const call = signInCall(snapshot);
  const busy = isSignInBusy(snapshot);
  const { phone, code, phoneError, codeError, sentTo, resendIn, codeSpent, notice } = snapshot.context;
  const privacyPath = usePrivacyPolicyPath();

  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const shownStep = useRef(step);

  // Signed in — on arrival, or just now — the shopper goes on to where they were headed.
  useEffect(() => {
    if (session.status === 'signed-in') void navigate(redirect, { replace: true });
  }, [session.status, redirect, navigate]);

  // Each step's field takes the focus when the step appears (not on the first render).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'code') codeInput.current?.focus();
    if (step === 'phone') phoneInput.current?.focus();
  }, [step]);

  return (
    <div className={classes.page}>
      <Container size={520} className={classes.wrap}>
        <Anchor component={Link} to={back} className={classes.back}>
          <span aria-hidden="true">←</span> Back
        </Anchor>
        <section className={classes.card} aria-labelledby="sign-in-heading">
          <h1 id="sign-in-heading" className={classes.title}>
            {signInHeading(type)}
          </h1>

          {step === 'phone' ? (
            <form
              className={classes.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'SEND_CODE' });
              }}
            >
              <p className={classes.lead}>Enter your mobile number and we will text you a {ONE_TIME_CODE.digits}-digit code. No password needed.</p>
              <TextInput
                ref={phoneInput}
                label="Mobile number"
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="0412 345 678"
                size="md"
                value={phone}
                onChange={(event) => send({ type: 'CHANGE_PHONE', value: event.currentTarget.value })}
                error={phoneError}
                errorProps={{ role: 'alert' }}
                readOnly={call === 'sending'}
                classNames={{ input: classes.input, error: classes.error }}
              />
              <Button type="submit" size="md" fullWidth loading={call === 'sending'}>
                Send code
              </Button>
            </form>
          ) : (
            <form
              className={classes.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: codeSpent ? 'RESEND' : 'VERIFY' });
              }}
            >
              <div className={classes.sentTo}>
                <p className={classes.lead}>
                  We sent a {ONE_TIME_CODE.digits}-digit code to <strong className={classes.number}>{sentTo}</strong>.
                </p>
                <Button variant="subtle" size="compact-sm" onClick={() => send({ type: 'CHANGE_NUMBER' })} disabled={busy} aria-label="Change mobile number">
                  Change
                </Button>
              </div>
              {notice ? (
                <p className={classes.notice} role="status">
                  {notice}
                </p>
              ) : null}
              <TextInput
                ref={codeInput}
                label="Code"
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={ONE_TIME_CODE.digits}
                placeholder="123456"
                size="md"
                value={code}
                onChange={(event) => send({ type: 'CHANGE_CODE', value: event.currentTarget.value })}
                error={codeError}
                errorProps={{ role: 'alert' }}
                readOnly={call === 'verifying'}
                classNames={{ input: `${classes.input} ${classes.codeInput}`, error: classes.error }}
              />
              {codeSpent ? (
                <Button type="submit" size="md" fullWidth loading={call === 'resending'}>
                  Send a new code
                </Button>
              ) : (
                <>
                  <Button type="submit" size="md" fullWidth loading={call === 'verifying'} disabled={call === 'resending'}>
                    Verify and sign in
                  </Button>
                  <div className={classes.resend}>
                    {resendIn > 0 ? (
                      <span>Didn’t get it? You can ask for a new code in {resendIn} s.</span>
                    ) : (
                      <Button
                        variant="subtle"
                        size="compact-md"
                        onClick={() => send({ type: 'RESEND' })}
                        loading={call === 'resending'}
                        disabled={call === 'verifying'}
                      >
                        Send a new code
                      </Button>
                    )}
                  </div>
                </>
              )}
            </form>
          )}

          <p className={classes.privacy}>
            <ShieldIcon size={16} className={classes.privacyIcon} />
            <span>
              We keep your mobile number to sign you in and to keep your lists, such as your watchlist and saved searches.
              {privacyPath ? (
                <>
                  {' '}
                  Read our{' '}
                  <Anchor component={Link} to={privacyPath} inherit underline="always" className={classes.privacyLink}>
                    privacy policy
                  </Anchor>
                  .
                </>
              ) : null}
            </span>
          </p>
        </section>
      </Container>
    </div>
  );
}

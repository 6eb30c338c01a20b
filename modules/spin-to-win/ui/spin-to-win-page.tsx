import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { signInHref } from '../../../domain/shoppers/sign-in';
import { shopperClient } from '../../../ui/client/shopper-client';
import { useShopperSession } from '../../../ui/hooks/use-shopper-session';
import { useSite } from '../../../ui/hooks/use-site';
import type { SpinAnswer } from '../application/spin-the-wheel.use-case';
import { WHEEL } from '../domain/prize-wheel';
import classes from './spin-to-win.module.css';

const TOTAL = WHEEL.reduce((sum, reward) => sum + reward.weight, 0);
/** Each segment's start and middle, in degrees clockwise from the top: its size is its share of the draws. */
const SEGMENTS = WHEEL.reduce<{ start: number; middle: number; end: number }[]>((segments, reward) => {
  const start = segments.at(-1)?.end ?? 0;
  const end = start + (reward.weight / TOTAL) * 360;
  return [...segments, { start, middle: (start + end) / 2, end }];
}, []);
const GRADIENT = `conic-gradient(${SEGMENTS.map((s, i) => `var(--spin-segment-${i % 2}) ${s.start}deg ${s.end}deg`).join(', ')})`;

/** Five full turns, then the landed segment's middle under the pointer at the top. */
const turnsTo = (landed: number) => 5 * 360 + (360 - (SEGMENTS[landed]?.middle ?? 0));

/** /spin-to-win: the wheel, one spin a month (the server draws it), the reward and the code to quote. */
export function SpinToWinPage() {
  const site = useSite();
  const session = useShopperSession();
  const [answer, setAnswer] = useState<SpinAnswer | null>(null);
  const [settled, setSettled] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [spinning, setSpinning] = useState(false);

  const spin = async () => {
    setSpinning(true);
    setFailure(null);
    try {
      const result = await shopperClient().sendAsShopper<SpinAnswer>('POST', '/api/spin-to-win', undefined);
      if (!result.ok) {
        setFailure(result.message);
        return;
      }
      setAnswer(result.value);
      // Without motion the wheel is at once where it lands.
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setSettled(true);
    } catch {
      setFailure('The wheel could not be reached. Check your connection and try again.');
    } finally {
      setSpinning(false);
    }
  };

  return (
    <Container size="md" className={classes.page}>
      <Stack gap="lg">
        <Title order={1}>Spin to win</Title>
        <Text>
          Spin the wheel once a month for a reward from {site.name}. Each slice is as wide as its chance. Quote your code to the team at {site.name} to claim
          it; the reward and its terms are the dealership&apos;s.
        </Text>
        <div className={classes.layout}>
          <div className={classes.wheelBox} aria-hidden="true">
            <span className={classes.pointer} />
            <div
              className={classes.wheel}
              data-testid="spin-wheel"
              style={{ background: GRADIENT, transform: `rotate(${answer ? turnsTo(answer.landed) : 0}deg)` }}
              onTransitionEnd={() => setSettled(true)}
            >
              {SEGMENTS.map((segment, index) => (
                <span key={WHEEL[index]?.id} className={classes.number} style={{ transform: `rotate(${segment.middle}deg)` }}>
                  <span>{index + 1}</span>
                </span>
              ))}
            </div>
          </div>
          <ol className={classes.rewards}>
            {WHEEL.map((reward) => (
              <li key={reward.id}>{reward.label}</li>
            ))}
          </ol>
        </div>
        <div aria-live="polite">
          {answer && settled ? (
            <Paper withBorder p="md" radius="md" data-testid="spin-result">
              <Title order={2} size="h3" mb="xs">
                You won: {answer.reward.label}
              </Title>
              <Text>
                Your code is <strong className={classes.code}>{answer.claim_code}</strong>. Quote it to the team at {site.name} this month to claim your reward.
                Your spin for {answer.month} is done; spinning again this month shows the same reward.
              </Text>
            </Paper>
          ) : null}
          {failure ? (
            <Alert color="red" variant="light" role="alert" title="The wheel did not spin">
              {failure}
            </Alert>
          ) : null}
        </div>
        {session.status === 'signed-out' ? (
          <Anchor component={Link} to={signInHref({ type: 'spin-to-win', redirect: '/spin-to-win', back: '/' })}>
            Sign in to spin
          </Anchor>
        ) : (
          <Button size="lg" onClick={() => void spin()} loading={spinning} disabled={answer !== null || session.status !== 'signed-in'}>
            Spin the wheel
          </Button>
        )}
      </Stack>
    </Container>
  );
}

import { CHECKOUT_STEPS, type CheckoutStep } from '../../../application/checkout/checkout-contract';
import classes from './buy-online.module.css';

/** The steps as the shopper reads them (issue 15 'The journey' 1–7). */
export const STEP_TITLES: Record<CheckoutStep, string> = {
  car: 'The car and its price',
  'trade-in': 'Trade-in',
  'pay-by': 'Pay by',
  delivery: 'Delivery or pick-up',
  details: 'Your details',
  deposit: 'Deposit',
  confirmation: 'Confirmation',
};

export function StepList({ current }: { current: CheckoutStep }) {
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <ol className={classes.steps} aria-label="Steps">
      {CHECKOUT_STEPS.map((step, i) => (
        <li key={step} className={i === at ? classes.stepCurrent : i < at ? classes.stepDone : classes.step} aria-current={i === at ? 'step' : undefined}>
          <span className={classes.stepNumber}>{i + 1}</span> {STEP_TITLES[step]}
        </li>
      ))}
    </ol>
  );
}

import { Button, SegmentedControl, Slider, TextInput } from '@mantine/core';
import { useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { FinanceProviderName } from '../../../domain/dealer-site/dealer-site';
import {
  calculateFinance,
  calculatorDefaults,
  lenderFigures,
  calculatorProfile,
  COMPARISON_RATE_BASIS,
  comparisonRateInUse,
  formatMoney,
  lenderFor,
  priceSlider,
  readCalculatorField,
  type CalculatorField,
  type CalculatorState,
  type FrequencyName,
} from '../../../domain/finance';
import { financeDisclaimer } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { financeHref } from '../../lib/finance-links';
import classes from './finance-calculator.module.css';

/** What the calculator needs of the car it is for. */
export type FinanceCalculatorCar = Pick<Car, 'id' | 'car_type' | 'dealership_slug' | 'price'> & Partial<Pick<Car, 'finance_lenders'>>;

export interface FinanceCalculatorProps {
  /** The site's finance provider: its calculator profile and the car's lender record. */
  provider: FinanceProviderName;
  /** The car the calculator is for; none on the default /finance page. */
  car?: FinanceCalculatorCar | null;
  /** The car's asking price (spec 1 §4 precedence), the calculator's starting amount. */
  carPrice?: number | null;
  /** The starting amount without a car (the finance link's vehiclePriceBudget). */
  initialAmount?: number | null;
  /** spec 2 §4: fired once, at the first interaction with any input or the frequency (event 26). */
  onFirstInteraction?: () => void;
  /** The enquire link was followed; the vehicle page opens its finance form instead. */
  onEnquire?: (event: MouseEvent<HTMLAnchorElement>) => void;
  headingLevel?: 'h2' | 'h3';
}

const FREQUENCY_LABELS: Readonly<Record<FrequencyName, string>> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};
const PER: Readonly<Record<FrequencyName, string>> = { weekly: 'per week', fortnightly: 'per fortnight', monthly: 'per month', yearly: 'per year' };

/**
 * Choice: the calculator's own disclaimer when the lender has none (the spec gives only its
 * 197-character cut).
 */
export const DEFAULT_FINANCE_DISCLAIMER =
  'This calculator is a guide only and does not constitute a quote, an offer of credit or financial advice. Repayments are estimates based on the amount, deposit, term, interest rate and residual you enter, calculated on a standard amortised loan, and do not include government charges or insurance. Fees and charges apply. Finance is subject to the lender’s credit assessment, terms and conditions.';

type Field = CalculatorField;
const MONEY_FIELDS: readonly Field[] = ['amount', 'deposit', 'residual'];

/** The number as the input shows it after editing: '30,000', '1,360.50', '12.94'. */
function fieldText(field: Field, value: number): string {
  return MONEY_FIELDS.includes(field) ? formatMoney(value).replace('$', '') : String(value);
}

const STATE_KEY: Readonly<Record<Field, keyof CalculatorState>> = {
  amount: 'amount',
  term: 'termYears',
  interest: 'interestRate',
  deposit: 'deposit',
  residual: 'residual',
};

/**
 * The finance calculator (spec 2 §2, §4, §5, §9): amount, term, interest, deposit or
 * trade-in, residual and repayment frequency; the repayment and total recomputed on every
 * change. Every bound, clamp, default, message and the arithmetic are the domain's.
 */
export function FinanceCalculator({ provider, car, carPrice, initialAmount, onFirstInteraction, onEnquire, headingLevel = 'h2' }: FinanceCalculatorProps) {
  const id = useId();
  const profile = useMemo(() => calculatorProfile({ provider }), [provider]);
  const lender = useMemo(() => lenderFor(car?.finance_lenders, provider) ?? null, [car?.finance_lenders, provider]);
  const defaults = useMemo(() => {
    const fromCar = calculatorDefaults({ profile, carPrice: carPrice ?? null, lender });
    if (car || !initialAmount) return fromCar;
    return { ...fromCar, amount: readCalculatorField({ field: 'amount', text: String(initialAmount), profile }).value };
  }, [profile, carPrice, lender, car, initialAmount]);

  const [state, setState] = useState<CalculatorState>(defaults);
  const [texts, setTexts] = useState<Record<Field, string>>(() => ({
    amount: fieldText('amount', defaults.amount),
    term: fieldText('term', defaults.termYears),
    interest: fieldText('interest', defaults.interestRate),
    deposit: fieldText('deposit', defaults.deposit),
    residual: fieldText('residual', defaults.residual),
  }));
  // What each field says when a typed value was clamped (or the price is at a bound, spec 2 §5).
  const [messages, setMessages] = useState<Partial<Record<Field, string | null>>>({});
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);

  // spec 2 §4: event 26 on the first interaction only.
  const interacted = useRef(false);
  const touch = () => {
    if (interacted.current) return;
    interacted.current = true;
    onFirstInteraction?.();
  };

  const setValue = (field: Field, value: number, text?: string) => {
    setState((current) => ({ ...current, [STATE_KEY[field]]: value }));
    setTexts((current) => ({ ...current, [field]: text ?? fieldText(field, value) }));
  };

  /** Typing: the text stays as typed; the value is the domain's reading of it (stripped, clamped). */
  const onType = (field: Field, text: string) => {
    touch();
    const reading = readCalculatorField({ field, text, profile });
    setValue(field, reading.value, text);
    setMessages((current) => ({ ...current, [field]: reading.message }));
  };
  /** Leaving a field shows the value in use, so a clamped entry is seen clamped. */
  const onBlur = (field: Field) => setTexts((current) => ({ ...current, [field]: fieldText(field, state[STATE_KEY[field]] as number) }));
  const onSlide = (field: Field, value: number) => {
    touch();
    const reading = readCalculatorField({ field, text: String(value), profile });
    setValue(field, reading.value);
    setMessages((current) => ({ ...current, [field]: reading.message }));
  };

  const result = calculateFinance({ state, profile, lender });
  // issue 17: the figures the calculator opened on, said beside the result (null: the site's defaults).
  const figures = useMemo(() => (car ? lenderFigures({ profile, carPrice: carPrice ?? null, lender }) : null), [car, profile, carPrice, lender]);
  const amountSlider = priceSlider(profile, carPrice);
  const disclaimerText = lender?.disclaimer?.trim() || DEFAULT_FINANCE_DISCLAIMER;
  const disclaimer = financeDisclaimer(disclaimerText, disclaimerOpen);
  // The comparison rate of the rate in use (the lender's own figure while that is the lender's rate).
  const comparison = comparisonRateInUse({ interestRate: state.interestRate, profile, lender });
  const Heading = headingLevel;
  const termLabel = `${state.termYears} ${state.termYears === 1 ? 'year' : 'years'}`;

  return (
    <div className={classes.calculator}>
      <Heading id={`${id}-title`} className={classes.title}>
        Finance Calculator
      </Heading>
      <div className={classes.grid}>
        <div className={classes.inputs}>
          <div className={classes.field}>
            <TextInput
              label="Purchase price"
              leftSection="$"
              inputMode="decimal"
              value={texts.amount}
              onChange={(event) => onType('amount', event.currentTarget.value)}
              onBlur={() => onBlur('amount')}
              error={messages.amount ?? undefined}
              classNames={{ error: classes.boundMessage }}
            />
            <Slider
              thumbLabel="Purchase price slider"
              min={amountSlider.min}
              max={amountSlider.max}
              step={amountSlider.step}
              value={Math.min(amountSlider.max, Math.max(amountSlider.min, state.amount))}
              onChange={(value) => onSlide('amount', value)}
              label={(value) => formatMoney(value)}
              className={classes.slider}
            />
          </div>
          <div className={classes.pair}>
            <TextInput
              label="Deposit or trade-in"
              leftSection="$"
              inputMode="decimal"
              value={texts.deposit}
              onChange={(event) => onType('deposit', event.currentTarget.value)}
              onBlur={() => onBlur('deposit')}
              error={messages.deposit ?? undefined}
              classNames={{ error: classes.boundMessage }}
            />
            <TextInput
              label="Residual (balloon)"
              leftSection="$"
              inputMode="decimal"
              value={texts.residual}
              onChange={(event) => onType('residual', event.currentTarget.value)}
              onBlur={() => onBlur('residual')}
              error={messages.residual ?? undefined}
              classNames={{ error: classes.boundMessage }}
            />
          </div>
          <div className={classes.field}>
            <TextInput
              label="Loan term (years)"
              inputMode="decimal"
              rightSection={<span className={classes.unit}>yrs</span>}
              value={texts.term}
              onChange={(event) => onType('term', event.currentTarget.value)}
              onBlur={() => onBlur('term')}
              error={messages.term ?? undefined}
              classNames={{ error: classes.boundMessage }}
            />
            <Slider
              thumbLabel="Loan term slider"
              min={profile.term.min}
              max={profile.term.max}
              step={profile.term.step}
              value={state.termYears}
              onChange={(value) => onSlide('term', value)}
              label={(value) => `${value} yrs`}
              className={classes.slider}
            />
          </div>
          <div className={classes.field}>
            <TextInput
              label="Interest rate (% p.a.)"
              inputMode="decimal"
              rightSection={<span className={classes.unit}>%</span>}
              value={texts.interest}
              onChange={(event) => onType('interest', event.currentTarget.value)}
              onBlur={() => onBlur('interest')}
              error={messages.interest ?? undefined}
              classNames={{ error: classes.boundMessage }}
            />
            {profile.interest.sliderEnabled ? (
              <Slider
                thumbLabel="Interest rate slider"
                min={profile.interest.min}
                max={profile.interest.max}
                step={profile.interest.step}
                value={state.interestRate}
                onChange={(value) => onSlide('interest', value)}
                label={(value) => `${value}%`}
                className={classes.slider}
              />
            ) : null}
          </div>
        </div>

        <div className={classes.result} aria-labelledby={`${id}-title`}>
          {profile.showFrequencySelector ? (
            <SegmentedControl
              fullWidth
              aria-label="Repayment frequency"
              value={state.frequency}
              onChange={(value) => {
                touch();
                setState((current) => ({ ...current, frequency: value as FrequencyName }));
              }}
              data={profile.frequencies.map((name) => ({ value: name, label: FREQUENCY_LABELS[name] }))}
            />
          ) : null}
          <div className={classes.repayment} aria-live="polite">
            <span className={classes.repaymentLabel}>Estimated repayment</span>
            <span className={classes.repaymentValue} data-testid="finance-repayment">
              {result.paymentText}
            </span>
            {result.kind === 'repayment' ? <span className={classes.per}>{PER[result.frequency.name]}</span> : null}
          </div>
          <dl className={classes.summary}>
            <div>
              <dt>Total of repayments</dt>
              <dd data-testid="finance-total">{result.totalText || '\u2014'}</dd>
            </div>
            <div>
              <dt>Loan term</dt>
              <dd>{termLabel}</dd>
            </div>
            <div>
              <dt>Interest rate</dt>
              <dd>{state.interestRate}% p.a.</dd>
            </div>
            <div>
              <dt>Comparison rate</dt>
              <dd data-testid="finance-comparison-rate">{comparison}% p.a.</dd>
            </div>
          </dl>
          <p className={classes.comparisonNote}>
            {`The comparison rate is for ${state.interestRate}% p.a. on a ${formatMoney(COMPARISON_RATE_BASIS.amount)} secured loan over ${COMPARISON_RATE_BASIS.termYears} years.`}
          </p>
          {figures ? (
            <p className={classes.figures} data-testid="finance-figures">
              {`Opened on this car's ${provider} figures: ${figures.interestRate}% p.a. over ${figures.termYears} ${figures.termYears === 1 ? 'year' : 'years'}, `}
              {`${formatMoney(figures.deposit)} deposit, ${formatMoney(figures.residual)} balloon and a ${formatMoney(figures.establishmentFee)} establishment fee `}
              from its lender. Change any of them to see your own.
            </p>
          ) : null}
          <Button component={Link} to={financeHref(car, state.amount)} onClick={onEnquire} fullWidth size="md">
            Enquire About Finance
          </Button>
          <p className={classes.disclaimer} id="financeDisclaimer">
            {disclaimer.text}{' '}
            {disclaimer.toggle ? (
              <button type="button" className={classes.toggle} aria-expanded={disclaimerOpen} onClick={() => setDisclaimerOpen((open) => !open)}>
                {disclaimer.toggle}
              </button>
            ) : null}
          </p>
        </div>
      </div>
    </div>
  );
}

import { Container } from '@mantine/core';
import { useLoaderData } from 'react-router';
import { AnalyticsEventId } from '../../../domain/analytics';
import { FinanceCalculator } from '../../components/finance-calculator/finance-calculator';
import { FinanceForm } from '../../components/lead-forms/car-lead-forms';
import { sendAndForget, useCaryardClient } from '../../hooks/use-caryard-client';
import { useSite } from '../../hooks/use-site';
import type { FinancePageData } from './finance-route';
import classes from './finance.module.css';

/**
 * /finance (spec 1 §2, spec 2 §2): the finance calculator with no car, starting from the
 * finance link's budget, and the finance enquiry form at #finance-form.
 */
export function FinancePage() {
  const site = useSite();
  const client = useCaryardClient();
  const data = useLoaderData() as FinancePageData;
  return (
    <>
      <section className={classes.banner}>
        <Container size="lg">
          <h1 className={classes.title}>Car Finance</h1>
          <p className={classes.lead}>
            Work out what your next vehicle could cost each week, fortnight or month, then let the {site.name} finance team find a loan that suits you.
          </p>
        </Container>
      </section>
      <Container size="lg" className={classes.body}>
        <section id="finance-calculator" className={classes.anchor} aria-label="Finance calculator">
          <FinanceCalculator
            provider={site.finance_provider}
            initialAmount={data.vehiclePriceBudget}
            onFirstInteraction={() =>
              sendAndForget(
                client.trackEvent({ event: { event_id: AnalyticsEventId.financeCalculatorFirstInteraction, url: window.location.href } }),
                'finance calculator event',
              )
            }
            headingLevel="h2"
          />
        </section>
        <section className={classes.anchor} aria-label="Finance enquiry">
          <h2 className={classes.formTitle}>Apply for a finance quote</h2>
          <FinanceForm site={site} prefill={{ vehiclePriceBudget: data.vehiclePriceBudget, preferredDealership: data.preferredDealership }} />
        </section>
      </Container>
    </>
  );
}

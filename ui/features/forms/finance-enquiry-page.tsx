import '../../components/lead-forms/mantine-components.css';
import { Container, List } from '@mantine/core';
import { useLoaderData, useLocation } from 'react-router';
import { FinanceForm } from '../../components/lead-forms/car-lead-forms';
import { toLeadFormCar } from '../../components/lead-forms/lead-form-types';
import { useSite } from '../../hooks/use-site';
import type { CarFormPageData } from './forms-route';
import classes from './forms.module.css';

function budgetOf(text: string | null): number | null {
  const n = Number((text ?? '').replace(/[^\d.]/g, ''));
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

/**
 * /finance-enquiry and /apply-for-finance (spec 1 §2, spec 2 §2): the finance enquiry form at
 * #finance-form. Finance links may carry preferredDealership, vehiclePriceBudget and car_id.
 */
export function FinanceEnquiryPage() {
  const site = useSite();
  const { car } = useLoaderData() as CarFormPageData;
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const apply = pathname.startsWith('/apply-for-finance');
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <h1 className={classes.title}>{apply ? 'Apply for Finance' : 'Finance Enquiry'}</h1>
          <p className={classes.lead}>
            {car ? `Finance for the ${car.name}: ` : ''}
            Tell us what you would like to borrow and our finance team will come back to you with options that suit your budget.
          </p>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        <div className={classes.layout}>
          <div className={classes.card}>
            <h2 className={classes.cardTitle}>Your finance enquiry</h2>
            <FinanceForm
              site={site}
              car={car ? toLeadFormCar(car) : undefined}
              prefill={{ vehiclePriceBudget: budgetOf(params.get('vehiclePriceBudget')), preferredDealership: params.get('preferredDealership') }}
            />
          </div>
          <aside className={classes.aside} aria-label="About finance">
            <div className={classes.infoCard}>
              <h2 className={classes.infoTitle}>Why finance with {site.name}?</h2>
              <List size="sm" spacing={6}>
                <List.Item>One conversation: the car, the trade-in and the loan.</List.Item>
                <List.Item>Loans for new, demo and used vehicles.</List.Item>
                <List.Item>No obligation: an enquiry is not a credit application.</List.Item>
              </List>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}

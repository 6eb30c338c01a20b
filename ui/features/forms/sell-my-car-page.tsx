import '../../components/lead-forms/mantine-components.css';
import { Container, List } from '@mantine/core';
import { TradeInLeadForm } from '../../components/lead-forms';
import { useSite } from '../../hooks/use-site';
import classes from './forms.module.css';

/**
 * /sell-my-car and /trade-in (spec 1 §2, spec 2 §2): the trade-in style lead form (first name,
 * last name, postcode, mobile, email). The instant-offer flow by rego replaces the form's
 * place on this page when it is built; the lead form stays as its fallback.
 */
export function SellMyCarPage() {
  const site = useSite();
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <h1 className={classes.title}>Sell My Car</h1>
          <p className={classes.lead}>Leave your details and the {site.name} buying team will call you with a fair price for your car.</p>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        <div className={classes.layout}>
          <div className={classes.card}>
            <h2 className={classes.cardTitle}>Your details</h2>
            <TradeInLeadForm site={site} />
          </div>
          <aside className={classes.aside} aria-label="About selling your car">
            <div className={classes.infoCard}>
              <h2 className={classes.infoTitle}>Why sell to {site.name}?</h2>
              <List size="sm" spacing={6}>
                <List.Item>A real offer from our buying team, not an automated guess.</List.Item>
                <List.Item>Trade in against your next car, or simply sell.</List.Item>
                <List.Item>We pay out finance owing on the spot.</List.Item>
              </List>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}

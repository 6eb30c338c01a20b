import { Accordion, NavLink as MantineNavLink } from '@mantine/core';
import { useLocation } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { NavLink } from '../../../domain/dealer-site/dealer-site';
import { RANGE_BODY_LABELS, modelDisplayName, modelStatusLabel, modelsOfBody, rangeBodiesOf, rangeBodyHref } from '../../../domain/models/model-range';
import { SmartLink } from '../smart-link';
import { isCurrent } from './nav-links';
import range from './range-menu.module.css';

/** spec 2 §9: 'Accordion animation 300 ms'. */
export const RANGE_ACCORDION_MS = 300;

/**
 * The Range entry in the mobile drawer (spec 2 §2 models grouped by body; spec 2 §4 accordion
 * states; spec 2 §9 300 ms): the body categories as an accordion — one open at a time —
 * each listing its models, then a link to the whole range.
 */
export function RangeDrawerGroup({ item, site, onNavigate }: { item: NavLink; site: PublicSite; onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  const models = site.range.models;
  return (
    <MantineNavLink component="button" type="button" label={item.label} fw={600} childrenOffset={0}>
      <Accordion transitionDuration={RANGE_ACCORDION_MS} chevronPosition="right" className={range.accordion}>
        {rangeBodiesOf(models).map((body) => {
          const ofBody = modelsOfBody(models, body);
          return (
            <Accordion.Item key={body} value={body}>
              <Accordion.Control className={range.accordionControl}>
                {RANGE_BODY_LABELS[body]} <span className={range.accordionCount}>({ofBody.length})</span>
              </Accordion.Control>
              <Accordion.Panel>
                {ofBody.map((model) => {
                  const status = modelStatusLabel(model.status);
                  return (
                    <MantineNavLink
                      key={model.path}
                      component={SmartLink}
                      href={model.path}
                      label={modelDisplayName(model)}
                      rightSection={
                        status ? <span className={`${range.status} ${status === 'NEW' ? range.statusNew : range.statusSoon}`}>{status}</span> : undefined
                      }
                      active={isCurrent(model.path, pathname, search)}
                      onClick={onNavigate}
                    />
                  );
                })}
                <MantineNavLink
                  component={SmartLink}
                  href={rangeBodyHref(body)}
                  label={`All ${RANGE_BODY_LABELS[body]}`}
                  className={range.all}
                  active={isCurrent(rangeBodyHref(body), pathname, search)}
                  onClick={onNavigate}
                />
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      <MantineNavLink component={SmartLink} href={rangeBodyHref(null)} label={`View the full range (${models.length} models)`} fw={700} onClick={onNavigate} />
    </MantineNavLink>
  );
}

import type { CSSProperties } from 'react';
import { useLocation } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { NavLink } from '../../../domain/dealer-site/dealer-site';
import { RANGE_BODY_LABELS, modelDisplayName, modelStatusLabel, modelsOfBody, rangeBodiesOf, rangeBodyHref } from '../../../domain/models/model-range';
import { SmartLink } from '../smart-link';
import { NavDropdown } from './nav-dropdown';
import dropdown from './nav-dropdown.module.css';
import { isCurrent } from './nav-links';
import range from './range-menu.module.css';

export interface RangeMenuProps {
  item: NavLink;
  site: PublicSite;
  onOpenChange: (open: boolean) => void;
}

const RANGE_BUTTON = { 'data-range-menu': '' } as const;

/**
 * The Range entry of the main navigation (spec 2 §2 'Range (models dropdown grouped by body)',
 * §4 menu open and close, hover on some sites): a dropdown with a column per body category in
 * the spec order, each listing its models with their NEW or COMING SOON label, and a link to
 * the whole range. It opens on click, and on hover too where the site says so
 * (features.hoverMenus); its links are in the page's HTML while closed (nav-dropdown.tsx).
 */
export function RangeMenu({ item, site, onOpenChange }: RangeMenuProps) {
  const { pathname, search } = useLocation();
  const models = site.range.models;
  const bodies = rangeBodiesOf(models);
  const current = (href: string) => (isCurrent(href, pathname, search) ? 'page' : undefined);
  return (
    <NavDropdown label={item.label} hover={site.features.hoverMenus} onOpenChange={onOpenChange} wide buttonProps={RANGE_BUTTON}>
      <div className={range.columns} style={{ '--range-columns': Math.min(bodies.length, 5) } as CSSProperties}>
        {bodies.map((body) => {
          const id = `range-menu-${body}`;
          return (
            <div key={body} className={range.column}>
              <p id={id} className={range.heading}>
                {RANGE_BODY_LABELS[body]}
              </p>
              <ul aria-labelledby={id} className={dropdown.list}>
                {modelsOfBody(models, body).map((model) => {
                  const status = modelStatusLabel(model.status);
                  return (
                    <li key={model.path}>
                      <SmartLink href={model.path} aria-current={current(model.path)} className={`${dropdown.item} ${range.item}`}>
                        <span className={range.name}>{modelDisplayName(model)}</span>
                        {status ? <span className={`${range.status} ${status === 'NEW' ? range.statusNew : range.statusSoon}`}>{status}</span> : null}
                      </SmartLink>
                    </li>
                  );
                })}
                <li>
                  <SmartLink href={rangeBodyHref(body)} aria-current={current(rangeBodyHref(body))} className={`${dropdown.item} ${range.all}`}>
                    {`All ${RANGE_BODY_LABELS[body]}`}
                  </SmartLink>
                </li>
              </ul>
            </div>
          );
        })}
      </div>
      <hr className={range.divider} />
      <SmartLink href={rangeBodyHref(null)} aria-current={current('/models')} className={`${dropdown.item} ${range.viewAll}`}>
        {`View the full range (${models.length} models)`}
      </SmartLink>
    </NavDropdown>
  );
}

import { Menu } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { NavLink } from '../../../domain/dealer-site/dealer-site';
import { RANGE_BODY_LABELS, modelDisplayName, modelStatusLabel, modelsOfBody, rangeBodiesOf, rangeBodyHref } from '../../../domain/models/model-range';
import { ChevronDownIcon } from '../icons';
import { SmartLink } from '../smart-link';
import { isCurrent } from './nav-links';
import classes from './site-header.module.css';
import range from './range-menu.module.css';

export interface RangeMenuProps {
  item: NavLink;
  site: PublicSite;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Range entry of the main navigation (spec 2 §2 'Range (models dropdown grouped by body)',
 * §4 menu open and close, hover on some sites): a dropdown with a column per body category in
 * the spec order, each listing its models with their NEW or COMING SOON label, and a link to
 * the whole range. It opens on click, and on hover too where the site says so
 * (features.hoverMenus). The dropdown is rendered in the page's HTML while closed (hidden), so
 * its links are there for crawlers and before the page's script has run.
 */
export function RangeMenu({ item, site, onOpenChange }: RangeMenuProps) {
  const { pathname, search } = useLocation();
  const models = site.range.models;
  const bodies = rangeBodiesOf(models);
  const current = (href: string) => (isCurrent(href, pathname, search) ? 'page' : undefined);
  // Controlled, so Escape closes it from its button too: a kept-mounted dropdown does not take focus when it opens.
  const [opened, setOpened] = useState(false);
  const change = (open: boolean) => {
    if (open === opened) return;
    setOpened(open);
    onOpenChange(open);
  };
  return (
    <Menu
      opened={opened}
      onChange={change}
      trigger={site.features.hoverMenus ? 'click-hover' : 'click'}
      openDelay={60}
      closeDelay={160}
      position="bottom-start"
      offset={6}
      shadow="lg"
      keepMounted
      keepMountedMode="display-none"
      withinPortal={false}
      // Its hidden focus placeholder would sit in the menu as a child that is not a menu item (axe aria-required-children).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <button
          type="button"
          className={classes.navLink}
          data-range-menu=""
          onKeyDown={(event) => {
            if (event.key === 'Escape' && opened) change(false);
          }}
        >
          {item.label}
          <ChevronDownIcon size={14} className={classes.chevron} />
        </button>
      </Menu.Target>
      <Menu.Dropdown className={range.dropdown}>
        <div className={range.columns} style={{ '--range-columns': Math.min(bodies.length, 5) } as CSSProperties}>
          {bodies.map((body) => {
            const id = `range-menu-${body}`;
            return (
              <div key={body} role="group" aria-labelledby={id} className={range.column}>
                <Menu.Label id={id} className={range.heading}>
                  {RANGE_BODY_LABELS[body]}
                </Menu.Label>
                {modelsOfBody(models, body).map((model) => {
                  const status = modelStatusLabel(model.status);
                  return (
                    <Menu.Item key={model.path} component={SmartLink} href={model.path} aria-current={current(model.path)} className={range.item}>
                      <span className={range.name}>{modelDisplayName(model)}</span>
                      {status ? <span className={`${range.status} ${status === 'NEW' ? range.statusNew : range.statusSoon}`}>{status}</span> : null}
                    </Menu.Item>
                  );
                })}
                <Menu.Item component={SmartLink} href={rangeBodyHref(body)} aria-current={current(rangeBodyHref(body))} className={range.all}>
                  {`All ${RANGE_BODY_LABELS[body]}`}
                </Menu.Item>
              </div>
            );
          })}
        </div>
        <Menu.Divider />
        <Menu.Item component={SmartLink} href={rangeBodyHref(null)} aria-current={current('/models')} className={range.viewAll}>
          {`View the full range (${models.length} models)`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

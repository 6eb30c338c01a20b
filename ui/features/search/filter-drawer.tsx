import { Button, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './search.module.css';

/** The filters on a phone: a drawer, loaded on the first tap of the Filters button. */
export default function FilterDrawer({
  opened,
  onClose,
  resultsLabel,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  /** 'Show 124 vehicles': the button that closes the drawer on the results. */
  resultsLabel: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filter results"
      position="left"
      size="min(420px, 92vw)"
      classNames={{ body: classes.drawerBody, title: classes.drawerTitle }}
    >
      <div className={classes.drawerFilters}>{children}</div>
      <div className={classes.drawerFooter}>
        <Button fullWidth size="md" onClick={onClose}>
          {resultsLabel}
        </Button>
      </div>
    </Drawer>
  );
}

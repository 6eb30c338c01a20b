import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../icons';
import headerClasses from './site-header.module.css';
import classes from './nav-dropdown.module.css';

/** spec 2 §2 hover menus: the delays before a hovered dropdown opens and after the pointer leaves it closes. */
const HOVER_OPEN_MS = 60;
const HOVER_CLOSE_MS = 160;

export interface NavDropdownProps {
  label: string;
  /** Opens on hover as well as on click (the site's features.hoverMenus, spec 2 §2). */
  hover: boolean;
  /** Told when the dropdown opens and closes (the header's data-menu-open marker). */
  onOpenChange: (open: boolean) => void;
  /** `wide`: the Range dropdown, centred under the header bar rather than under its button. */
  wide?: boolean;
  /** Marks the button (e.g. `data-range-menu`). */
  buttonProps?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * A dropdown of the main navigation, as the WAI-ARIA disclosure navigation pattern has it
 * (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/):
 * a button with `aria-expanded` showing and hiding a panel of ordinary links. The panel is in
 * the server's HTML while closed (`hidden`), so its links are there for crawlers and before the
 * page's script runs.
 *
 * Behaviour (spec 2 §2, §4 'menu open and close'): a click toggles it; on a hover site the
 * pointer opens it after 60 ms and closes it 160 ms after leaving (a click on a hovered-open
 * dropdown keeps it open); Escape closes it and gives the focus back to its button; a press
 * outside it, the focus leaving it, choosing a link or any navigation closes it.
 *
 * issue 16: plain elements and a CSS module in place of Mantine's Menu (popover, transition,
 * floating position and an item component per link): the header was a quarter of a vehicle
 * page's server render and of its hydration.
 */
export function NavDropdown({ label, hover, onOpenChange, wide = false, buttonProps, children }: NavDropdownProps) {
  const [open, setOpen] = useState<false | 'click' | 'hover'>(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();
  const { pathname, search } = useLocation();

  const later = (ms: number, next: false | 'hover') => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen((now) => (next === false ? (now === 'hover' ? false : now) : now || next)), ms);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  // The header's marker follows the dropdown (one report when it opens, one when it closes or unmounts).
  const isOpen = open !== false;
  useEffect(() => {
    if (!isOpen) return undefined;
    onOpenChange(true);
    return () => onOpenChange(false);
  }, [isOpen, onOpenChange]);

  // Any navigation closes it (a link chosen from it, the browser's back button).
  useEffect(close, [pathname, search]);

  // A press outside closes it.
  useEffect(() => {
    if (!isOpen) return undefined;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [isOpen]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div
      ref={root}
      className={wide ? classes.rootWide : classes.root}
      onMouseEnter={hover ? () => later(HOVER_OPEN_MS, 'hover') : undefined}
      onMouseLeave={hover ? () => later(HOVER_CLOSE_MS, false) : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.stopPropagation();
        close();
        button.current?.focus();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !root.current?.contains(next)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={headerClasses.navLink}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((now) => (now === 'hover' ? 'click' : now ? false : 'click'));
        }}
        {...buttonProps}
      >
        {label}
        <ChevronDownIcon size={14} className={headerClasses.chevron} />
      </button>
      <div
        id={panelId}
        className={wide ? `${classes.panel} ${classes.panelWide}` : classes.panel}
        hidden={!isOpen}
        onClick={(event) => {
          // Choosing a link closes it at once (the navigation effect would, a frame later).
          if ((event.target as Element).closest('a')) close();
        }}
      >
        {children}
      </div>
    </div>
  );
}

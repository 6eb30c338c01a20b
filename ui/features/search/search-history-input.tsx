import '@mantine/core/styles/Combobox.css';
import { Combobox, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { useEffect, type Ref } from 'react';
import type { SearchHistoryEntry } from '../../hooks/use-search-history';

/** How a recent search reads in the list: its heading, with the words typed when there were any. */
export function historyOptionText(entry: SearchHistoryEntry): string {
  let query = '';
  try {
    query = (new URL(entry.href, 'http://localhost').searchParams.get('query') ?? '').trim();
  } catch {
    // A stored href that is not a URL path: the label alone.
  }
  return query === '' ? entry.label : `“${query}” in ${entry.label}`;
}

/**
 * The recent searches the box offers: all of them while it is empty, else those whose text
 * holds what is typed (choice: the list steps aside once the shopper types something no recent
 * search matches). The search on screen is left out.
 */
export function offeredSearches(history: readonly SearchHistoryEntry[], typed: string, currentHref: string): SearchHistoryEntry[] {
  const needle = typed.trim().toLowerCase();
  return history.filter((entry) => entry.href !== currentHref && (needle === '' || historyOptionText(entry).toLowerCase().includes(needle)));
}

export interface SearchHistoryInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly history: readonly SearchHistoryEntry[];
  /** The href of the search on screen (not offered again). */
  readonly currentHref: string;
  /** A recent search was chosen: go to its href. */
  readonly onPick: (href: string) => void;
}

/**
 * The search page's keyword box (spec 1 §9, spec 2 §3: search history keeps the last 5
 * searches) as a combobox: on focus it lists the shopper's recent searches; arrow keys move
 * through them, Enter or a click opens one, Escape closes the list, and typing searches as before.
 */
export function SearchHistoryInput({ inputRef, value, onValueChange, history, currentHref, onPick, onFocus, onBlur, ...inputProps }: SearchHistoryInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const options = offeredSearches(history, value, currentHref);
  // Nothing to offer: the list closes (aria-expanded false), rather than staying open and empty.
  const none = options.length === 0;
  useEffect(() => {
    if (none) combobox.closeDropdown();
  }, [none, combobox]);
  const open = () => {
    if (!none) combobox.openDropdown();
  };
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(href) => {
        combobox.closeDropdown();
        onPick(href);
      }}
      position="bottom-start"
      offset={4}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          autoComplete="off"
          {...inputProps}
          ref={inputRef}
          value={value}
          onChange={(event) => {
            onValueChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={(event) => {
            open();
            onFocus?.(event);
          }}
          onClick={open}
          onBlur={(event) => {
            combobox.closeDropdown();
            onBlur?.(event);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={none}>
        <Combobox.Header aria-hidden="true">Recent searches</Combobox.Header>
        <Combobox.Options aria-label="Recent searches">
          {options.map((entry) => (
            <Combobox.Option key={entry.href} value={entry.href}>
              {historyOptionText(entry)}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

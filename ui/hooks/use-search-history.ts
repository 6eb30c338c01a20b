import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';

/** spec 1 §9, spec 2 §9: search history keeps the last 5 searches. */
export const SEARCH_HISTORY_SIZE = 5;

export interface SearchHistoryEntry {
  /** The search page's href (path and query). */
  readonly href: string;
  /** What the search was, as its page heading says it. */
  readonly label: string;
}

/** The newest search first; an earlier visit of the same href moves up rather than repeating. */
export function withSearch(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return [entry, ...history.filter((e) => e.href !== entry.href)].slice(0, SEARCH_HISTORY_SIZE);
}

function parseHistory(text: string | undefined): SearchHistoryEntry[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((e): e is SearchHistoryEntry => typeof e?.href === 'string' && typeof e?.label === 'string' && e.href.startsWith('/'))
      .slice(0, SEARCH_HISTORY_SIZE);
  } catch {
    return [];
  }
}

/** The visitor's recent searches, kept in this browser only (localStorage). Empty while server-rendering. */
export function useSearchHistory(): { history: readonly SearchHistoryEntry[]; record: (entry: SearchHistoryEntry) => void } {
  const [history, setHistory] = useLocalStorage<SearchHistoryEntry[]>({
    key: 'caryard.search-history',
    defaultValue: [],
    deserialize: parseHistory,
  });
  const record = useCallback((entry: SearchHistoryEntry) => setHistory((current) => withSearch(current, entry)), [setHistory]);
  return { history, record };
}

import type { InventoryIndex } from './inventory-index.port';
import type { SearchEngine } from './search-engine.port';

/** DI tokens of the search area (bound in config/container.ts). */
export const SEARCH = {
  SearchEngine: Symbol.for('caryard.search.SearchEngine') as symbol & { __type?: SearchEngine },
  InventoryIndex: Symbol.for('caryard.search.InventoryIndex') as symbol & { __type?: InventoryIndex },
} as const;

/**
 * spec 2 §3 "Locally stored": name, email and phone entered in forms, kept for reuse (on by
 * default); the enquired car; a success-category entry after a lead. localStorage is per
 * origin, and each dealer site is its own origin, so each site keeps its own.
 */
export const CONTACT_KEY = 'caryard.lead-contact';
export const ENQUIRED_CAR_KEY = 'caryard.enquired-car';
export const SUCCESS_CATEGORY_KEY = 'caryard.success-category';
const VISITED_PAGES_KEY = 'caryard.visited-pages';

export interface RememberedContact {
  name?: string;
  email?: string;
  phone?: string;
}

export interface EnquiredCar {
  id: number;
  slug?: string;
  name?: string;
  car_type?: string;
}

export interface SuccessCategory {
  category: string;
  lead_id: string;
  car_type?: string | null;
  at: string;
  /** What the lead booked, in words /success shows (issue 13: 'Tuesday 2 December 2025 at 8:30am, Harbour Motors Service Centre'). */
  detail?: string;
  /** The number to call about it when it is not the site's (a service booking: its workshop's). */
  phone?: string;
}

function storage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the forms work without it.
    return null;
  }
}

function read<T>(key: string, kind: 'local' | 'session' = 'local'): T | null {
  try {
    const text = storage(kind)?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown, kind: 'local' | 'session' = 'local'): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage loses a convenience, never the lead.
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export function rememberedContact(): RememberedContact {
  const stored = read<RememberedContact>(CONTACT_KEY) ?? {};
  const contact: RememberedContact = {};
  const name = text(stored.name);
  const email = text(stored.email);
  const phone = text(stored.phone);
  if (name) contact.name = name;
  if (email) contact.email = email;
  if (phone) contact.phone = phone;
  return contact;
}

export function rememberContact(contact: { name: unknown; email: unknown; phone: unknown }): void {
  const next: RememberedContact = { ...rememberedContact() };
  const name = text(contact.name);
  const email = text(contact.email);
  const phone = text(contact.phone);
  if (name) next.name = name;
  if (email) next.email = email;
  if (phone) next.phone = phone;
  write(CONTACT_KEY, next);
}

export function storeEnquiredCar(car: EnquiredCar): void {
  write(ENQUIRED_CAR_KEY, car);
}

export function enquiredCar(): EnquiredCar | null {
  return read<EnquiredCar>(ENQUIRED_CAR_KEY);
}

export function storeSuccessCategory(entry: SuccessCategory): void {
  write(SUCCESS_CATEGORY_KEY, entry);
}

export function successCategory(): SuccessCategory | null {
  return read<SuccessCategory>(SUCCESS_CATEGORY_KEY);
}

/** spec 2 §3 lead_attributes.visited_pages: the paths of this visit (this tab), oldest first, at most 50. */
export function recordVisitedPage(path: string): string[] {
  const pages = read<string[]>(VISITED_PAGES_KEY, 'session') ?? [];
  if (pages.at(-1) !== path) pages.push(path);
  const kept = pages.slice(-50);
  write(VISITED_PAGES_KEY, kept, 'session');
  return kept;
}

export function visitedPages(): string[] {
  return read<string[]>(VISITED_PAGES_KEY, 'session') ?? [];
}

/**
 * Which cars are on offer (the /special-offers page, the home page's featured stock).
 *
 * Choice (the specs name the offers page, not what makes a car an offer): a car is on offer
 * when its tag is an offer tag — one that speaks of a sale, a price drop, a bonus, a
 * clearance, a special or an offer ('runout sale', 'Price Drop', 'Factory Bonus').
 */
const OFFER_TAG = /\b(sale|drop|bonus|clearance|special|offer|save|saving)\b/i;

/** The offer tags among a search's tag facet (its keys are the tags). */
export const offerTagsOf = (tags: Readonly<Record<string, number>> | undefined): string[] => Object.keys(tags ?? {}).filter((tag) => OFFER_TAG.test(tag));

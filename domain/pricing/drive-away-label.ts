import type { AustralianState } from '../locations/delivery-zones';

/**
 * One wording for the vehicle page's line, the dialog and the server (issue 15). In a module of
 * its own so the vehicle page's first script takes the wording without the duty tables.
 */
export function driveAwayLabel(state: AustralianState): string {
  return `Drive-away in ${state}`;
}

/**
 * The parts every confirmation to a customer shares (an online order's, a reservation's): who to
 * contact, and the sign-off. Plain text, one fact a line, so any mail client shows it the same.
 */

/** The dealership the customer deals with: the car's location where known, else the site. */
export interface DealerContact {
  readonly siteName: string;
  /** The location's name ('Harbour Motors Newcastle'); the site's name when the car has none. */
  readonly name: string;
  /** One line: '1 Hunter Street, Newcastle NSW 2300'; '' when unknown. */
  readonly address: string;
  readonly phone: string;
  readonly email: string | null;
  /** The site's public address, for links ('https://www.harbourmotors.com.au'). */
  readonly siteUrl: string;
}

/** The contact block closing a confirmation. */
export function contactLines(dealer: DealerContact): string[] {
  return [
    'Questions? Contact us:',
    dealer.name,
    ...(dealer.address ? [dealer.address] : []),
    ...(dealer.phone ? [`Phone: ${dealer.phone}`] : []),
    ...(dealer.email ? [`Email: ${dealer.email}`] : []),
    dealer.siteUrl,
  ];
}

/** A link on the site: its public address joined with a path. */
export function siteLink(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** A request names a website (dealer site) id other than the site it was sent to. */
export interface WebsiteMismatch {
  readonly code: 'WEBSITE.MISMATCH';
  readonly websiteId: number;
  readonly message: string;
}

export const websiteMismatch = (websiteId: number): WebsiteMismatch => ({
  code: 'WEBSITE.MISMATCH',
  websiteId,
  message: `Website ${websiteId} is not this site.`,
});

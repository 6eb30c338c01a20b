/**
 * The shared default content pages every dealer site starts from (issue 11; spec 2 §2 routes).
 * Words only — a site overrides a page by its slug in its own `content.pages`, or switches it
 * off with null. `{{name}}`, `{{phone}}`, `{{email}}`, `{{address}}`, `{{suburb}}` and
 * `{{state}}` are filled from the site (domain/site-content `fillPlaceholders`).
 */
import type { SiteContent } from '../../domain/site-content/site-content';

export const DEFAULT_CONTENT: SiteContent = {
  pages: {
    'terms-and-conditions': {
      title: 'Terms & Conditions',
      summary: 'The terms that apply when you use the {{name}} website and deal with us.',
      pages_path: false,
      body: `## Using this website

This website is operated by {{name}}. Vehicle details, prices and availability are provided in good faith and may change without notice. A vehicle is not sold until a contract of sale is signed.

## Prices

Prices shown are drive-away unless marked otherwise and include GST. Finance estimates are indicative only and subject to lender approval.

## Contact

Questions about these terms: call {{phone}} or visit us at {{address}}.`,
    },
    'privacy-policy': {
      title: 'Privacy Policy',
      summary: 'How {{name}} collects, uses and protects your personal information.',
      pages_path: false,
      body: `## What we collect

When you enquire, book a test drive or reserve a vehicle we collect your name, email, phone number and the details you give us.

## How we use it

We use your information to answer your enquiry and, if you agree, to tell you about offers. We never sell your information.

## Your rights

You may ask to see or correct the information we hold about you: call {{phone}}.`,
    },
  },
  blog: [],
};

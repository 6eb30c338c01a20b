import type { PublicSite } from '../../../application/client/caryard-client.port';
import { EnquiryForm } from '../../components/lead-forms/enquiry-form';

/** A content page's general enquiry (fleet, rentals, tyres …): the site's enquiry form, delivered like any lead. */
export default function GeneralEnquiryForm({ site }: { site: PublicSite }) {
  return <EnquiryForm site={site} category="General Enquiry" idPrefix="page-enquiry" />;
}

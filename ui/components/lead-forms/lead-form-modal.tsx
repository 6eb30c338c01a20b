import './mantine-components.css';
import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { FindSimilarLeadForm, FinanceForm, RequestPhotosForm } from './car-lead-forms';
import { EnquiryForm } from './enquiry-form';
import type { FindSimilarFormProps, LeadFormKind, LeadFormModalProps } from './lead-form-types';
import { TestDriveForm } from './test-drive-form';
import classes from './lead-forms.module.css';

const TITLES: Readonly<Record<LeadFormKind, string>> = {
  enquiry: 'Enquire about this vehicle',
  'test-drive': 'Book a test drive',
  'request-photos': 'Request more photos',
  finance: 'Finance enquiry',
  'find-similar': 'Find Me Something Similar',
};

/** spec 1 §2: the request-photos modal sits above other layers at z-index 1400. */
export const REQUEST_PHOTOS_Z_INDEX = 1400;

/**
 * A lead form in a modal (spec 1 §2 sidebar buttons and cards): enquiry, test drive, request
 * photos, finance or 'Find Me Something Similar', about `car` when given. Full screen on phones.
 * The form mounts when the modal opens, so its fill time and idempotency key are this opening's.
 */
export function LeadFormModal({ kind, car, site, opened, onClose }: LeadFormModalProps) {
  const phone = useMediaQuery('(max-width: 576px)');
  // Mantine gives the focus back to the element focused when `opened` turns true; a modal mounted
  // already open (lazily, on its first use) never sees that turn, and Escape left the focus on <body>.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Modal
      opened={opened && mounted}
      onClose={onClose}
      title={TITLES[kind]}
      size="lg"
      fullScreen={phone === true}
      centered
      radius="md"
      {...(kind === 'request-photos' ? { zIndex: REQUEST_PHOTOS_Z_INDEX } : {})}
      classNames={{ title: classes.modalTitle, body: classes.modalBody }}
    >
      {car ? (
        <div className={classes.carSummary}>
          <Text fw={600}>{car.name}</Text>
          <Text size="sm" c="dimmed">
            Stock number {car.stocknum}
          </Text>
        </div>
      ) : null}
      {opened ? <ModalForm kind={kind} car={car} site={site} /> : null}
    </Modal>
  );
}

function ModalForm({ kind, car, site }: Pick<LeadFormModalProps, 'kind' | 'car' | 'site'>) {
  switch (kind) {
    case 'enquiry':
      return <EnquiryForm site={site} car={car} idPrefix="modal-enquiry" />;
    case 'test-drive':
      return <TestDriveForm site={site} car={car} idPrefix="modal-test-drive" />;
    case 'request-photos':
      return <RequestPhotosForm site={site} car={car} idPrefix="modal-request-photos" />;
    case 'finance':
      return <FinanceForm site={site} car={car} idPrefix="modal-finance" />;
    case 'find-similar':
      return <FindSimilarLeadForm site={site} car={car} idPrefix="modal-find-similar" />;
  }
}

/**
 * 'Find Me Something Similar' inline (spec 1 §2, §4: in place of the sidebar's buttons when the
 * car is not for sale).
 */
export function FindSimilarForm({ car, site }: FindSimilarFormProps) {
  return (
    <section className={classes.inlineCard} aria-labelledby="find-similar-heading">
      <h2 id="find-similar-heading" className={classes.inlineTitle}>
        Find Me Something Similar
      </h2>
      <Text size="sm" c="dimmed" mb="sm">
        Tell us what you are after and we will find you a similar vehicle.
      </Text>
      <FindSimilarLeadForm site={site} car={car} idPrefix="inline-find-similar" />
    </section>
  );
}

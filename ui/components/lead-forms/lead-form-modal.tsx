import { Modal, Text } from '@mantine/core';
import type { FindSimilarFormProps, LeadFormModalProps } from './lead-form-types';

const TITLES = {
  enquiry: 'Enquire about this vehicle',
  'test-drive': 'Book a test drive',
  'request-photos': 'Request more photos',
  finance: 'Finance enquiry',
  'find-similar': 'Find Me Something Similar',
} as const;

/** First version: the modal frame; the forms follow. */
export function LeadFormModal({ kind, car, opened, onClose }: LeadFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={TITLES[kind]} zIndex={kind === 'request-photos' ? 1400 : undefined}>
      <Text>{car?.name}</Text>
    </Modal>
  );
}

export function FindSimilarForm({ car }: FindSimilarFormProps) {
  return <Text>{car?.name}</Text>;
}

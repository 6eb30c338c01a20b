import '@mantine/core/styles/Modal.css';
import { Button, Modal } from '@mantine/core';
import { CERTIFIED_USED_MAKE, CERTIFIED_USED_PROGRAMME } from '../../../domain/vehicle';
import classes from './vehicle.module.css';

/** spec 1 §2 'Vehicle-type dialogs': the certified-used information dialog of the one manufacturer. */
export default function CertifiedUsedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`${CERTIFIED_USED_PROGRAMME} certified pre-owned`} centered size="lg">
      <div className={classes.certifiedDialog}>
        <p>
          Every {CERTIFIED_USED_PROGRAMME} vehicle is a genuine {CERTIFIED_USED_MAKE} under 5 years old with less than 100,000 km, inspected by
          {` ${CERTIFIED_USED_MAKE}`}-trained technicians and reconditioned with genuine parts.
        </p>
        <ul>
          <li>Comprehensive multi-point inspection and service history check</li>
          <li>Balance of the {CERTIFIED_USED_MAKE} factory warranty, or a warranty extension</li>
          <li>Roadside assistance for the life of the warranty</li>
          <li>7-day change-of-mind exchange</li>
        </ul>
        <Button onClick={onClose}>Got it</Button>
      </div>
    </Modal>
  );
}

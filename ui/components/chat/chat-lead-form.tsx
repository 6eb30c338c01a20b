import { useEffect, useMemo, useRef } from 'react';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { Car } from '../../../domain/vehicle/car';
import { ConsentFields, ContactFields, MessageField } from '../lead-forms/lead-form-fields';
import { LeadFormFrame } from '../lead-forms/lead-form-frame';
import { toLeadFormCar } from '../lead-forms/lead-form-types';
import { initialValues, rulesFor } from '../lead-forms/lead-form-values';
import { useLeadForm } from '../lead-forms/use-lead-form';

const ID_PREFIX = 'chat-enquiry';

export interface ChatLeadFormProps {
  car: Car;
  site: PublicSite;
  /** The chat's transcript: the form's message when it mounts. */
  transcript: string;
  /** The lead was accepted (it has a lead_id). */
  onDelivered: () => void;
}

/**
 * The chat's hand-over: the vehicle enquiry of the enquiry modal (category 'Vehicle Enquiry',
 * the car's lead defaults, spec 2 §5 rules) on the same lead form machine and submit path —
 * `POST /api/leads` with the form's Idempotency-Key, so a retry never makes a second lead —
 * with the chat's transcript as its message.
 *
 * Choice (spec 2 §4 sends a successful form to /success): in the chat the shopper stays in the
 * conversation. The lead form still runs every other step of its success (analytics event,
 * follow-up, stored car and category); in place of its move to /success it calls
 * `onDelivered` (useLeadForm's option), and the chat confirms instead.
 */
export default function ChatLeadForm({ car, site, transcript, onDelivered }: ChatLeadFormProps) {
  const about = useMemo(() => toLeadFormCar(car), [car]);
  const binding = useLeadForm({
    initialValues: initialValues(site, about, { category: 'Vehicle Enquiry', message: transcript }),
    rules: rulesFor(site, about, { messageRequired: true, categoryPresent: true }),
    car: about,
    onDelivered,
  });

  // The typed line's input has gone: the shopper carries on at the form's first field.
  const frame = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    frame.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  return (
    <div ref={frame}>
      <LeadFormFrame binding={binding} label="Send your question to our team" submitLabel="Send to our team">
        <ContactFields form={binding.form} idPrefix={ID_PREFIX} />
        <MessageField form={binding.form} idPrefix={ID_PREFIX} required label="Your message" rows={3} />
        <ConsentFields form={binding.form} site={site} idPrefix={ID_PREFIX} />
      </LeadFormFrame>
    </div>
  );
}

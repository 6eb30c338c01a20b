import { useState, type ReactNode } from 'react';
import { FormErrors, Honeypot, SubmitRow } from './lead-form-fields';
import type { LeadFormBinding } from './use-lead-form';
import classes from './lead-forms.module.css';

/**
 * A lead form's frame: the <form>, the honeypot, the form-level errors (after a submit
 * attempt) or the server's message, the fields, and the submit row.
 */
export function LeadFormFrame({
  binding,
  label,
  submitLabel,
  children,
  footer,
  id,
}: {
  binding: LeadFormBinding;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  id?: string;
}) {
  const [attempted, setAttempted] = useState(false);
  return (
    <form
      id={id}
      aria-label={label}
      noValidate
      className={classes.form}
      onSubmit={(event) => {
        setAttempted(true);
        binding.submit(event);
      }}
    >
      <Honeypot inputRef={binding.honeypotRef} />
      {children}
      <FormErrors errors={binding.form.errors} formError={binding.formError} show={attempted} />
      <SubmitRow submitting={binding.submitting} label={submitLabel}>
        {footer}
      </SubmitRow>
    </form>
  );
}

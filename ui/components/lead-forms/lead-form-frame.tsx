import { useEffect, useRef, useState, type ReactNode } from 'react';
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
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const focusedFor = useRef(0);
  const errorCount = Object.keys(binding.form.errors).length;
  // After a refused submit, the first field in error takes the focus (once per attempt).
  useEffect(() => {
    if (attempts === 0 || focusedFor.current === attempts || errorCount === 0) return;
    focusedFor.current = attempts;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, errorCount]);
  return (
    <form
      ref={formRef}
      id={id}
      aria-label={label}
      noValidate
      className={classes.form}
      onSubmit={(event) => {
        setAttempts((n) => n + 1);
        binding.submit(event);
      }}
    >
      <Honeypot inputRef={binding.honeypotRef} />
      {children}
      <FormErrors errors={binding.form.errors} formError={binding.formError} show={attempts > 0} />
      <SubmitRow submitting={binding.submitting} label={submitLabel}>
        {footer}
      </SubmitRow>
    </form>
  );
}

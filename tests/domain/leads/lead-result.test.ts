import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enquiryFailureMessage, leadResult } from '../../../domain/leads';

describe('lead result (spec 2 §4, §8)', () => {
  it('is success with the lead_id', () => {
    expect(leadResult({ lead_id: 'L-123' })).toEqual(E.right('L-123'));
    expect(leadResult({ lead_id: 42 })).toEqual(E.right('42'));
  });

  it('is that error when the response has one', () => {
    expect(leadResult({ error: 'Dealership is closed' })).toEqual(E.left('Dealership is closed'));
  });

  it("is 'An unexpected error occured' (sic) with neither lead_id nor error", () => {
    expect(leadResult({})).toEqual(E.left('An unexpected error occured'));
    expect(leadResult(null)).toEqual(E.left('An unexpected error occured'));
    expect(leadResult({ lead_id: '', error: '  ' })).toEqual(E.left('An unexpected error occured'));
  });

  it('lets a lead_id win over an error sent with it', () => {
    expect(leadResult({ lead_id: 'L-1', error: 'warning' })).toEqual(E.right('L-1'));
  });

  it("uses the server message for a failed enquiry, else 'An error occurred when submitting this form'", () => {
    expect(enquiryFailureMessage('Captcha failed')).toBe('Captcha failed');
    expect(enquiryFailureMessage(undefined)).toBe('An error occurred when submitting this form');
  });

  it('is a success exactly when a non-blank lead_id is present', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string(), fc.integer())), fc.option(fc.string()), (lead_id, error) => {
        const result = leadResult({ lead_id, error });
        expect(E.isRight(result)).toBe(lead_id !== null && String(lead_id).trim() !== '');
        if (E.isLeft(result)) expect(result.left.length).toBeGreaterThan(0);
      }),
    );
  });
});

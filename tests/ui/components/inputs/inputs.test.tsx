/**
 * The reusable inputs of spec 2 §2 "Inputs" rendered on the server (what a shopper's browser
 * first receives), and their value rules: the money input's $ and separators and its two quick
 * pick lists, the kilometres input's ' kms', the stepped number input, the postcode input.
 */
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  KilometresInput,
  MoneyInput,
  PostcodeInput,
  QuickPicks,
  SteppedNumberInput,
  formatKms,
  moneyValue,
  postcodeDigits,
} from '../../../../ui/components/inputs';

const render = (node: ReactNode): string => renderToString(<MantineProvider>{node}</MantineProvider>);
const noop = () => undefined;

/** The value attribute of the one input with this id. */
const valueOf = (html: string, id: string): string | undefined => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0].match(/value="([^"]*)"/)?.[1];
const buttonsOf = (html: string): string[] => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1] ?? '');

describe('money input (spec 2 §2)', () => {
  it('shows the amount with a $ prefix and thousands separators', () => {
    expect(valueOf(render(<MoneyInput id="m" label="Budget" value={25_000} onChange={noop} />), 'm')).toBe('$25,000');
    expect(valueOf(render(<MoneyInput id="m" label="Budget" value={1_250_000} onChange={noop} />), 'm')).toBe('$1,250,000');
  });

  it('offers quick picks from $5,000 to $70,000, pressed when the amount is one of them', () => {
    const html = render(<MoneyInput id="m" label="Budget" value={30_000} onChange={noop} quickPicks="standard" />);
    const picks = buttonsOf(html);
    expect(picks[0]).toBe('$5,000');
    expect(picks.at(-1)).toBe('$70,000');
    expect(html).toContain('role="group" aria-label="Budget quick picks"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>\$30,000</);
    expect([...html.matchAll(/aria-pressed="true"/g)]).toHaveLength(1);
  });

  it('adds the second list from $300,000 to $800,000 on the extended variant', () => {
    const picks = buttonsOf(render(<MoneyInput label="Price" value="" onChange={noop} quickPicks="extended" />));
    expect(picks.slice(-6)).toEqual(['$300,000', '$400,000', '$500,000', '$600,000', '$700,000', '$800,000']);
    expect(picks[0]).toBe('$5,000');
  });

  it('reads a typed amount as whole dollars, and nothing as null', () => {
    expect(moneyValue(12_500)).toBe(12_500);
    expect(moneyValue('$12,500')).toBe(12_500);
    expect(moneyValue('')).toBeNull();
    expect(moneyValue(null)).toBeNull();
    expect(moneyValue(Number.NaN)).toBeNull();
  });
});

describe('kilometres input (spec 2 §2)', () => {
  it('shows the distance with thousands separators and the suffix kms', () => {
    expect(valueOf(render(<KilometresInput id="k" label="Odometer" value={85_400} onChange={noop} />), 'k')).toBe('85,400 kms');
    expect(formatKms(150_000)).toBe('150,000 kms');
  });

  it('offers its quick picks in the same words', () => {
    const picks = buttonsOf(render(<KilometresInput label="Odometer" value={50_000} onChange={noop} quickPicks />));
    expect(picks.length).toBeGreaterThan(3);
    for (const pick of picks) expect(pick).toMatch(/^[\d,]+ kms$/);
  });
});

describe('stepped number input (spec 2 §2)', () => {
  it('renders its value with up and down controls', () => {
    const html = render(<SteppedNumberInput id="t" label="Loan term (years)" value={5} step={0.5} min={1} max={7} onChange={noop} />);
    expect(valueOf(html, 't')).toBe('5');
    expect(html).toContain('mantine-NumberInput-controls');
  });
});

describe('postcode input (spec 2 §5, §8)', () => {
  it('is a numeric field of at most 4 characters', () => {
    const html = render(<PostcodeInput id="p" label="Postcode" value="4000" onChange={noop} />);
    const input = /<input[^>]*id="p"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('maxLength="4"');
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="postal-code"');
    expect(valueOf(html, 'p')).toBe('4000');
  });

  it('keeps only digits, at most four, with no separator', () => {
    expect(postcodeDigits('4,000')).toBe('4000');
    expect(postcodeDigits(' 08a00 ')).toBe('0800');
    expect(postcodeDigits('123456')).toBe('1234');
    expect(postcodeDigits('abc')).toBe('');
  });

  it('shows a form error given to it', () => {
    const html = render(<PostcodeInput label="Postcode" value="12" onChange={noop} error="Invalid postcode. Please enter a 4-digit number." />);
    expect(html).toContain('Invalid postcode. Please enter a 4-digit number.');
  });
});

describe('quick picks', () => {
  it('shows the picks that cannot apply as disabled, keeping the row whole', () => {
    const html = render(<QuickPicks label="Budget up to" values={[5_000, 10_000]} format={String} onPick={noop} isDisabled={(v) => v === 5_000} />);
    expect(buttonsOf(html)).toEqual(['5000', '10000']);
    expect(html).toMatch(/disabled=""[^>]*>5000</);
    expect(html).not.toMatch(/disabled=""[^>]*>10000</);
  });
});

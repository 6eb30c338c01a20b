/**
 * The payment brands' marks, drawn inline (spec 2 §2 accepted payments: Mastercard, Visa,
 * Maestro, Google Pay, Apple Pay): each on a white card face, in the brand's own colours and
 * shapes, small enough that the footer stays light. No image requests, no icon library.
 */
import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../../domain/promotions';

/** An arc of the circle (cx, cy, r) from angle `from` to `to`, degrees clockwise from 3 o'clock. */
function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const point = (deg: number) => {
    const rad = (deg * Math.PI) / 180;
    return `${(cx + r * Math.cos(rad)).toFixed(2)} ${(cy + r * Math.sin(rad)).toFixed(2)}`;
  };
  return `M${point(from)} A${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)}`;
}

// Two interlocking circles (Mastercard, Maestro): radius 9, centres 11.2 apart, meeting at x = 24.
const LEFT = { cx: 18.4, cy: 16 };
const RIGHT = { cx: 29.6, cy: 16 };
const R = 9;
const LENS = 'M24 8.95A9 9 0 0 1 24 23.05A9 9 0 0 1 24 8.95Z';

function Circles({ left, right, overlap }: { left: string; right: string; overlap: string }) {
  return (
    <>
      <circle cx={LEFT.cx} cy={LEFT.cy} r={R} fill={left} />
      <circle cx={RIGHT.cx} cy={RIGHT.cy} r={R} fill={right} />
      <path d={LENS} fill={overlap} />
    </>
  );
}

// The Visa wordmark: heavy, italic capitals in Visa blue, drawn on a 43 × 14 grid then slanted.
const VISA_V = 'M0 0H3.9L6.6 10L9.6 0H13.4L8.4 14H4.6Z';
const VISA_I = 'M14.6 0H18.2V14H14.6Z';
const VISA_S = 'M28.2 2.6C26.9 1.4 25.2 0.9 23.6 0.9C21.3 0.9 20 2.2 20 3.8C20 7.6 28.6 6.4 28.6 10.2C28.6 12 27 13.2 24.5 13.2C22.6 13.2 21 12.5 19.8 11.4';
const VISA_A = 'M29.8 14L35.4 0H39.6L43 14H39.3L38.8 11.4H34.4L33.4 14ZM35.5 8.5H38.3L37.3 3.6Z';

// The Google 'G': four colour arcs and the blue bar, as in the Google Pay mark.
const G = { cx: 12.5, cy: 16, r: 5.3 };
const G_ARCS: { d: string; colour: string }[] = [
  { d: arc(G.cx, G.cy, G.r, 0, 50), colour: '#4285F4' },
  { d: arc(G.cx, G.cy, G.r, 50, 140), colour: '#34A853' },
  { d: arc(G.cx, G.cy, G.r, 140, 215), colour: '#FBBC04' },
  { d: arc(G.cx, G.cy, G.r, 215, 318), colour: '#EA4335' },
];

const APPLE_BODY =
  'M12.2 7.2C13.2 7.2 14.4 6.4 15.6 6.4C16.9 6.4 18.3 7.1 19.1 8.3C16.8 9.6 17.2 13.1 19.6 14.2C19.1 15.7 18.4 17.1 17.4 18.3C16.6 19.3 15.8 19.9 14.8 19.9C13.8 19.9 13.3 19.3 12.1 19.3C10.9 19.3 10.3 19.9 9.4 19.9C8.4 19.9 7.6 19.1 6.8 18C5 15.5 4.6 11.8 6.2 9.4C7 8.1 8.3 7.3 9.6 7.3C10.7 7.3 11.4 7.2 12.2 7.2Z';
const APPLE_LEAF = 'M15.5 2.5C15.6 3.6 15.2 4.7 14.5 5.5C13.8 6.3 12.8 6.8 11.8 6.7C11.7 5.7 12.2 4.6 12.9 3.8C13.6 3 14.6 2.5 15.5 2.5Z';

const WORD_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const MARKS: Record<PaymentMethod, ReactNode> = {
  Mastercard: <Circles left="#EB001B" right="#F79E1B" overlap="#FF5F00" />,
  Maestro: <Circles left="#EB001B" right="#00A2E5" overlap="#7375CF" />,
  Visa: (
    <g transform="translate(9.9 11.1) scale(0.7) skewX(-10)" fill="#1434CB">
      <path d={VISA_V} />
      <path d={VISA_I} />
      <path d={VISA_S} fill="none" stroke="#1434CB" strokeWidth={3.2} />
      <path d={VISA_A} fillRule="evenodd" />
    </g>
  ),
  'Google Pay': (
    <>
      {G_ARCS.map((a) => (
        <path key={a.colour} d={a.d} fill="none" stroke={a.colour} strokeWidth={2.3} />
      ))}
      <path d={`M${G.cx + 0.2} ${G.cy}H${G.cx + G.r + 1.15}`} stroke="#4285F4" strokeWidth={2.3} />
      <text x={20.6} y={19.7} fill="#5F6368" fontFamily={WORD_FONT} fontSize={10.5} fontWeight={500}>
        Pay
      </text>
    </>
  ),
  'Apple Pay': (
    <>
      <g transform="translate(6.2 7.3) scale(0.74)" fill="#000">
        <path d={APPLE_BODY} />
        <path d={APPLE_LEAF} />
      </g>
      <text x={20.2} y={20} fill="#000" fontFamily={WORD_FONT} fontSize={11} fontWeight={500}>
        Pay
      </text>
    </>
  ),
};

/** One brand's mark on a 48 × 32 card face, named for assistive technology. */
export function PaymentMark({ method, height = 30 }: { method: PaymentMethod; height?: number }) {
  return (
    <svg width={(height * 3) / 2} height={height} viewBox="0 0 48 32" role="img" aria-label={method} focusable="false">
      <title>{method}</title>
      <rect x={0.5} y={0.5} width={47} height={31} rx={4.5} fill="#fff" stroke="#D6DAE0" />
      {MARKS[method]}
    </svg>
  );
}

/** A line drawing of an SUV in profile, the hero's backdrop (decorative, hidden from assistive tech). */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 760 300"
      fill="none"
      stroke="currentColor"
      strokeWidth={5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M40 224v-56q0-18 16-22l20-50q6-16 24-18l320-4q30 0 50 16l70 50 132 16q40 6 44 34v24q0 10-10 10h-66a60 60 0 0 0-120 0H250a60 60 0 0 0-120 0z" />
      <path d="M112 140l12-42q4-6 12-6h164v48zM318 92h102q20 0 32 12l48 36H318z" />
      <path d="M60 152l480-4M310 148v72M334 162h26M206 162h26M668 170l36 6M44 162h12" />
      <circle cx="190" cy="224" r="44" />
      <circle cx="190" cy="224" r="16" />
      <circle cx="580" cy="224" r="44" />
      <circle cx="580" cy="224" r="16" />
      <path d="M0 276h760" strokeWidth={3} />
    </svg>
  );
}

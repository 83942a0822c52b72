/**
 * The shop's word mark, drawn inline so it costs no request and never shifts. Its text is in the page's font
 * (inherited): Inter where the page has it, the fallback on a first visit (components/WebFont.tsx).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="148"
      height="36"
      viewBox="0 0 148 36"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="36" height="36" rx="8" fill="#0f5c4d" />
      <path d="M24.5 12.5a8 8 0 1 0 0 11" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <text x="46" y="26" fontWeight="700" fontSize="22" fill="#0f5c4d">
        Clarus
      </text>
    </svg>
  );
}

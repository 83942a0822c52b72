/**
 * The busy arc every loading indicator turns (Spinner, a pending Button, the search field): a faint ring
 * with a quarter arc, 3px strokes in `currentColor`, filling its box. Decorative: the caller sizes it,
 * turns it (`animation: spin`) and names the busy state.
 */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

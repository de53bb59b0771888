export type StepKind = 'book' | 'collect' | 'charge' | 'return';

const PATHS: Record<StepKind, string> = {
  // calendar with a tick
  book: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM9 14l2 2 4-4',
  // key
  collect: 'M14.5 9.5a4 4 0 1 1-2.9-3.85A4 4 0 0 1 14.5 9.5ZM13.3 12.3 20 19M17 16l2-2M15 14l1.5-1.5',
  // lightning bolt
  charge: 'M13 2 5 13h6l-1 9 8-11h-6l1-9Z',
  // car with a return arrow
  return: 'M3 15l2-5a2 2 0 0 1 2-1.4h10a2 2 0 0 1 2 1.4l2 5v3a1 1 0 0 1-1 1h-1M3 15v3a1 1 0 0 0 1 1h1M3 15h18M7 19a2 2 0 1 0 4 0M13 19a2 2 0 1 0 4 0M9 5H5l2-2M5 5l2 2',
};

interface StepIconProps {
  kind: StepKind;
}

/** Line icon of one "How it works" step; decorative. */
export function StepIcon({ kind }: StepIconProps) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[kind]} />
    </svg>
  );
}

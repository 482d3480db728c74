// The app's icons, drawn inline: a glyph such as ⏳ or ⚠ depends on an emoji font that many
// systems lack (a box, or nothing, in its place). Each is 16×16, in the text's colour, and hidden
// from screen readers: the words beside it say what it means.

const PATHS = {
  hourglass: (
    <path
      d="M4 1.5h8M4 14.5h8M5 1.5c0 3.5 3 4 3 6.5s-3 3-3 6.5M11 1.5c0 3.5-3 4-3 6.5s3 3 3 6.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    />
  ),
  check: <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2" />,
  cross: <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" fill="none" stroke="currentColor" strokeWidth="2" />,
  ban: (
    <g fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="8" cy="8" r="6" />
      <path d="M3.8 12.2l8.4-8.4" />
    </g>
  ),
  warning: (
    <g>
      <path d="M8 1.5l7 12.5H1z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M8 6v4" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="8" cy="12" r="0.9" fill="currentColor" />
    </g>
  ),
  sun: (
    <g stroke="currentColor" strokeWidth="1.5">
      <circle cx="8" cy="8" r="3" fill="none" />
      <path d="M8 0.8v2M8 13.2v2M0.8 8h2M13.2 8h2M2.9 2.9l1.4 1.4M11.7 11.7l1.4 1.4M2.9 13.1l1.4-1.4M11.7 4.3l1.4-1.4" />
    </g>
  ),
  moon: <path d="M13.5 10.5A6 6 0 0 1 5.5 2.5a6 6 0 1 0 8 8z" fill="currentColor" />,
  sortBoth: <path d="M4.5 6.5L8 3l3.5 3.5M4.5 9.5L8 13l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />,
  sortUp: <path d="M3.5 10.5L8 5l4.5 5.5z" fill="currentColor" />,
  lock: (
    <g>
      <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
    </g>
  ),
  sortDown: <path d="M3.5 5.5L8 11l4.5-5.5z" fill="currentColor" />,
  bell: (
    <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
      <path d="M3.5 11.5V7a4.5 4.5 0 0 1 9 0v4.5l1 1.5h-11z" />
      <path d="M6.5 14.5a1.6 1.6 0 0 0 3 0" />
    </g>
  ),
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 14 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false" data-icon={name}>
      {PATHS[name]}
    </svg>
  );
}

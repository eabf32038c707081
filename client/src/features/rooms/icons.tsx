// Inline SVG icons: emoji glyphs depend on the device's fonts and are missing on some.
const base = { viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true } as const;

export function LockIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...base} width={size} height={size} className="rm-icon">
      <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0zm3 4a1.5 1.5 0 0 0-1 2.6V19h2v-2.4a1.5 1.5 0 0 0-1-2.6" />
    </svg>
  );
}

export function CrownIcon({ size = 14 }: { size?: number }) {
  return (
    <svg {...base} width={size} height={size} className="rm-icon rm-crown">
      <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5zm2 14h14v2H5z" />
    </svg>
  );
}

export function TrophyIcon({ size = 56 }: { size?: number }) {
  return (
    <svg {...base} width={size} height={size} className="rm-icon rm-trophy">
      <path d="M7 3h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 16.9V19h4v2H7v-2h4v-2.1A5 5 0 0 1 7.6 13 5 5 0 0 1 3 8V5h4zm0 4H5v1a3 3 0 0 0 2 2.8zm10 0v3.8A3 3 0 0 0 19 8V7z" />
    </svg>
  );
}

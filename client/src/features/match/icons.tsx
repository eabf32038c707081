import type { ReactNode } from 'react';

// Inline SVG icons for the match screens and the history: emoji glyphs depend on the device's fonts.
const base = { viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true, focusable: false } as const;

/** An icon drawn by its SVG shapes, `defaultSize` px unless told. */
const shapeIcon = (shapes: ReactNode, defaultSize = 16, className = 'md-icon') =>
  function Icon({ size = defaultSize }: { size?: number }) {
    return (
      <svg {...base} width={size} height={size} className={className}>
        {shapes}
      </svg>
    );
  };

export const BallIcon = shapeIcon(<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 2.2 2.6 1.9-1 3.1h-3.2l-1-3.1zM5.4 8l2.7.6 1 3-2 2.4-2.4-.6A8 8 0 0 1 5.4 8m13.2 0a8 8 0 0 1 .7 5.4l-2.4.6-2-2.4 1-3zM10.4 11h3.2l1 3-2.6 2-2.6-2zm-2.7 4.6 2.6 1.9v2.3a8 8 0 0 1-4.4-3.3zm8.6 0 1.8.9a8 8 0 0 1-4.4 3.3v-2.3z" />);
export const GloveIcon = shapeIcon(<path d="M8 3a1.5 1.5 0 0 1 1.5 1.5V10h1V3.5a1.5 1.5 0 0 1 3 0V10h1V5a1.5 1.5 0 0 1 3 0v9a7 7 0 0 1-7 7H9a4 4 0 0 1-3.4-1.9L2.8 14.5a1.5 1.5 0 0 1 2.4-1.8L6.5 14V4.5A1.5 1.5 0 0 1 8 3" />);
export const FlagIcon = shapeIcon(<path d="M5 2h2v20H5zm3 1 11 4-11 4z" />);
export const WhistleIcon = shapeIcon(<path d="M9 8h12v4h-4.3A6 6 0 1 1 9 8m0 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6M12 3h2v3h-2z" />);
export const ShareIcon = shapeIcon(<path d="M18 2a3 3 0 1 1-2.8 4.1L8.9 9.3a3 3 0 0 1 0 2.4l6.3 3.2A3 3 0 1 1 14.3 17l-6.4-3.2a3 3 0 1 1 0-4.6L14.3 6A3 3 0 0 1 18 2" />);

const card = <rect x="6" y="3" width="12" height="18" rx="2" />;
const CARDS = { yellow: shapeIcon(card, 14, 'md-icon md-card-yellow'), red: shapeIcon(card, 14, 'md-icon md-card-red') };

export function CardIcon({ color, size }: { color: 'yellow' | 'red'; size?: number }) {
  const Card = CARDS[color];
  return <Card size={size} />;
}

export const DotIcon = shapeIcon(<circle cx="12" cy="12" r="5" />, 10);

// The table's icons, drawn for this project: one sprite of 24×24 symbols in currentColor, put in
// the page once (IconSprite) and used by name. Each use carries its name for hover (an SVG title)
// and for screen readers, unless the text beside it already says it.
import { memo } from 'react';
import type { CardFaction, CardType } from '../../engine/decksEntry';
import './cards.css';

const PATHS = {
  energy: <><path d="M12 2.5 20.5 7.3v9.4L12 21.5l-8.5-4.8V7.3Z" /><path className="fill" d="M13.2 6.5 9 13h3l-1.2 4.5L15 11h-3Z" /></>,
  cost: <path className="fill" d="M12 2.5 20.5 7.3v9.4L12 21.5l-8.5-4.8V7.3Z" />,
  destiny: <path className="fill" d="M12 2.5 21.5 12 12 21.5 2.5 12Z" />,
  power: <><path d="M19 5 8.5 15.5M19 5h-4M19 5v4" /><path d="m6 13 5 5M4.5 19.5l3-3" /></>,
  tactics: <path d="m6 12 6-6 6 6M6 18l6-6 6 6" />,
  defense: <path d="M12 3 19.5 6v5.5c0 4.6-3.2 8-7.5 9.5-4.3-1.5-7.5-4.9-7.5-9.5V6Z" />,
  capacity: <><path d="M3.5 14h17l-3 5h-11Z" /><path d="M8 14V9h8v5" /></>,
  earther: <><circle cx="12" cy="12" r="8.5" /><ellipse cx="12" cy="12" rx="3.8" ry="8.5" /><path d="M3.5 12h17" /></>,
  gongen: <><path d="M3 5.5c6 1.5 12 1.5 18 0M5 9.5h14M7.5 6.5V20M16.5 6.5V20" /></>,
  maverick: <path d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6l-5.4 2.9 1.2-6-4.5-4.2 6.1-.7Z" />,
  shi: <><path d="M2.5 12C6.5 6 17.5 6 21.5 12c-4 6-15 6-19 0Z" /><circle className="fill" cx="12" cy="12" r="2.8" /></>,
  quay: <path d="M5 4c4 3.5 4 12.5 0 16M12 4c4 3.5 4 12.5 0 16M19 4c-2.5 3.5-2.5 12.5 0 16" />,
  independent: <><circle cx="12" cy="12" r="8" /><circle className="fill" cx="12" cy="12" r="2.5" /></>,
  character: <><circle cx="12" cy="7.5" r="3.5" /><path d="M5 20c0-4 3.1-6.5 7-6.5s7 2.5 7 6.5" /></>,
  nobot: <><rect x="5.5" y="7" width="13" height="11" rx="2" /><path d="M12 7V3.5M9.5 12h.01M14.5 12h.01M9 15.5h6" /></>,
  vehicle: <><rect x="3.5" y="12" width="17" height="6" rx="3" /><path d="M7 12V9h8v3M15 10.5h6" /></>,
  ship: <path d="M12 3 20 20l-8-4.5L4 20Z" />,
  weapon: <><circle cx="12" cy="12" r="7" /><path d="M12 2.5v5M12 16.5v5M2.5 12h5M16.5 12h5" /></>,
  asset: <path d="M6 21V4M6 4.5h11l-2.5 3.5L17 11.5H6" />,
  order: <><path d="M6 3h9l3 3v15H6Z" /><path d="M9 10h6M9 13.5h6M9 17h4" /></>,
  interrupt: <path className="fill" d="M13.5 2 5 13.5h6L9.5 22 19 9.5h-6Z" />,
  site: <path d="m2.5 19 6-9.5 4 6 2.5-3.5 6.5 7Z" />,
  sector: <><circle cx="12" cy="12" r="5" /><path d="M3 15.5c2.5 2 15.5-2.5 18-7" /></>,
  damaged: <path d="M13.5 2.5 9 10.5l5 2-4.5 9" />,
  inverted: <><path d="M5 9a7.5 7.5 0 0 1 13-3.5M19 15a7.5 7.5 0 0 1-13 3.5" /><path d="M18.5 2.5v3.5H15M5.5 21.5V18H9" /></>,
  aboard: <><path d="M12 3v12M7.5 7.5 12 3l4.5 4.5" /><path d="M3.5 15h17l-2.5 5h-12Z" /></>,
  attached: <><path d="M9 15 15 9" /><path d="M10.5 6.5 13 4a4 4 0 0 1 6 6l-2.5 2.5M13.5 17.5 11 20a4 4 0 0 1-6-6l2.5-2.5" /></>,
  encampment: <path d="M3 20 12 4l9 16ZM12 12.5 8.5 20M12 12.5l3.5 7.5" />,
  reserve: <><rect x="5" y="6" width="13" height="15" rx="2" /><path d="M8 3h11a2 2 0 0 1 2 2v13" /></>,
  active: <><rect x="5" y="3" width="14" height="18" rx="2" /><path className="fill" d="M13 7 9.5 12.5H12L11 17l3.5-5.5H12Z" /></>,
  used: <><rect x="5" y="3" width="14" height="18" rx="2" /><path d="M9 9.5h6v5M15 14.5 12 11.5" /></>,
  lost: <><rect x="5" y="3" width="14" height="18" rx="2" /><path d="m9 9 6 6M15 9l-6 6" /></>,
  hand: <><rect x="3" y="6" width="10" height="14" rx="2" transform="rotate(-12 8 13)" /><rect x="11" y="5" width="10" height="14" rx="2" transform="rotate(10 16 12)" /></>,
  battle: <path d="M4 4l16 16M20 4 4 20M4 4h4M4 4v4M20 4h-4M20 4v4" />,
  warning: <><path d="M12 3 22 20H2Z" /><path d="M12 10v4.5M12 17.5h.01" /></>,
  initiative: <circle className="fill" cx="12" cy="12" r="5" />,
  check: <path d="m4.5 12.5 5 5 10-11" />,
  collapse: <path d="m6 9 6 6 6-6" />,
  expand: <path d="m6 15 6-6 6 6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  info: <><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5h.01" /></>,
  move: <path d="M12 3v18M3 12h18M12 3 9 6M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />,
} as const;

export type IconName = keyof typeof PATHS;

/** Every symbol, once per page (App renders it). */
export function IconSprite() {
  return (
    <svg className="icon-sprite" aria-hidden="true" focusable="false">
      <defs>
        {Object.entries(PATHS).map(([name, paths]) => <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">{paths}</symbol>)}
      </defs>
    </svg>
  );
}

/** One icon. With a label it is an image with that name (shown on hover); without, decoration.
 * Memoised: its props are words, and a table draws a great many. */
export const Icon = memo(function Icon({ name, label, className }: { name: IconName; label?: string; className?: string }) {
  const cls = `icon icon-${name}${className ? ` ${className}` : ''}`;
  if (!label) return <svg className={cls} aria-hidden="true" focusable="false"><use href={`#i-${name}`} /></svg>;
  return (
    <svg className={cls} role="img" aria-label={label} focusable="false">
      <title>{label}</title>
      <use href={`#i-${name}`} />
    </svg>
  );
});

const TYPE_ICONS: Record<CardType, IconName> = {
  CHARACTER: 'character', NOBOT: 'nobot', VEHICLE: 'vehicle', SHIP: 'ship', WEAPON: 'weapon', ASSET: 'asset',
  ORDER: 'order', INTERRUPT: 'interrupt', LOCATION: 'site',
};

/** The symbol of a card type; locations by kind (site or sector). */
export function typeIcon(type: CardType, kind?: string): IconName {
  return type === 'LOCATION' && kind === 'Sector' ? 'sector' : TYPE_ICONS[type];
}

/** The symbol of a faction (the independents and unknown cards share the ring). */
export function factionIcon(faction: CardFaction): IconName {
  return faction === 'Unknown' ? 'independent' : (faction.toLowerCase() as IconName);
}

// A control that explains itself: its explanation shows on hover (the title) and, tapped or
// pressed, in a small popover beside it (the Popover API: light dismiss, Escape closes).
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';

interface Props {
  className?: string;
  /** What the button reads as (its accessible name). */
  label: string;
  /** The explanation, in words. */
  explain: string;
  children: ReactNode;
  /** Extra content of the popover (a button to open the lost pile...). */
  more?: ReactNode;
  /** A letter shown instead of the content where space is short. */
  short?: string;
  /** The pile it stands for (seat:pile), for the lessons' rings. */
  'data-pile'?: string;
}

export function InfoButton({ className, label, explain, children, more, short, 'data-pile': pile }: Props) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Beside the button, kept inside the window.
  const place = (e: React.ToggleEvent<HTMLDivElement>) => {
    if (e.newState !== 'open' || !button.current) return;
    const b = button.current.getBoundingClientRect();
    const pop = e.currentTarget;
    const w = Math.min(288, window.innerWidth - 16);
    pop.style.width = `${w}px`;
    pop.style.left = `${Math.max(8, Math.min(b.left, window.innerWidth - w - 8))}px`;
    const below = b.bottom + 6;
    pop.style.top = below + 160 < window.innerHeight ? `${below}px` : '';
    pop.style.bottom = below + 160 < window.innerHeight ? '' : `${window.innerHeight - b.top + 6}px`;
  };
  return (
    <>
      <button ref={button} type="button" className={className} aria-label={label} title={explain} popoverTarget={`${id}-info`} data-short={short} data-pile={pile}>
        {children}
      </button>
      <div id={`${id}-info`} popover="auto" className="info-popover" onToggle={place}>
        <p>{explain}</p>
        {more}
      </div>
    </>
  );
}

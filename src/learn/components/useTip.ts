// A tooltip that works with a mouse, the keyboard and touch: shown on hover, on focus and on tap
// (a tap never hides it: leaving the trigger or Escape does), placed inside the window. The tip
// lives at the end of the page (a portal), so it never becomes part of the text it explains.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

const MARGIN = 8;

export function useTip() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);

  useLayoutEffect(() => {
    if (!open || !trigger.current || !tip.current) return;
    const t = trigger.current.getBoundingClientRect();
    const el = tip.current;
    const w = el.offsetWidth;
    const h = el.offsetHeight;
    const left = Math.max(MARGIN, Math.min(t.left, window.innerWidth - w - MARGIN));
    const below = t.bottom + 4;
    const top = below + h > window.innerHeight - MARGIN && t.top - h - 4 > MARGIN ? t.top - h - 4 : below;
    el.style.left = `${left}px`;
    el.style.top = `${top}px`;
  }, [open]);

  return {
    open,
    triggerProps: {
      ref: trigger,
      'aria-describedby': id,
      onMouseEnter: () => setOpen(true),
      onMouseLeave: () => { if (!focused.current) setOpen(false); },
      onFocus: () => { focused.current = true; setOpen(true); },
      onBlur: () => { focused.current = false; setOpen(false); },
      onKeyDown: (e: KeyboardEvent) => { if (e.key === 'Escape' && open) { e.stopPropagation(); setOpen(false); } },
    },
    tipProps: { ref: tip, id, role: 'tooltip' as const, hidden: !open, className: 'learn-tip' },
    show: () => setOpen(true),
  };
}

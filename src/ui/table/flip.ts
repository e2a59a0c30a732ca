// Cards glide from where they were to where they are when they change place (the hand to a
// location, one location to another, aboard a ship): a card leaving a place leaves its box
// behind, and the same card appearing in another place is animated from that box with the Web
// Animations API. Cards that stay put are never measured; reduced motion turns it off.
import { useLayoutEffect, useRef } from 'react';

const left = new Map<string, { box: DOMRect; place: string }>();
const reduced = typeof window !== 'undefined' && typeof window.matchMedia === 'function'
  ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;

/** `key` names the card, `place` where it is now (a hand, a side of a location, beneath a card). */
export function useFlip<T extends HTMLElement>(key: string, place: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = left.get(key);
    left.delete(key);
    if (before && before.place !== place && !reduced?.matches && typeof el.animate === 'function') {
      const box = el.getBoundingClientRect();
      const dx = before.box.left - box.left;
      const dy = before.box.top - box.top;
      if (Math.abs(dx) > 2 || Math.abs(dy) > 2) {
        el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: 240, easing: 'ease-out' });
      }
    }
    return () => { if (el.isConnected) left.set(key, { box: el.getBoundingClientRect(), place }); };
  }, [key, place]);
  return ref;
}

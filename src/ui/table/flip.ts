// Cards glide into a new place (the hand to a location, one location to another, aboard a ship):
// each card's place is remembered by id, and a card seen in a new place is animated from where
// that place is drawn (the container marked with `data-place`) with the Web Animations API. Boxes
// are read only after the new state is laid out, so this never forces an extra layout; the animation
// speed and reduced motion (the device's or the table's setting) shorten it or turn it off.
import { useLayoutEffect, useRef } from 'react';
import { glideMs } from '../settings';

const placeOf = new Map<string, string>();

/** Marks an element as the place a card can come from. */
export const placeAttr = (place: string) => ({ 'data-place': place });

/** `key` names the card, `place` where it is now (a hand, a side of a location, beneath a card). */
export function useFlip<T extends HTMLElement>(key: string, place: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const before = placeOf.get(key);
    placeOf.set(key, place);
    const el = ref.current;
    if (!el || before === undefined || before === place || typeof el.animate !== 'function') return;
    const from = document.querySelector(`[data-place="${CSS.escape(before)}"]`);
    if (!from) return;
    const ms = glideMs();
    if (ms === 0) return;
    const a = from.getBoundingClientRect();
    const b = el.getBoundingClientRect();
    const dx = a.left + a.width / 2 - (b.left + b.width / 2);
    const dy = a.top + a.height / 2 - (b.top + b.height / 2);
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return;
    el.animate([{ transform: `translate(${dx}px, ${dy}px) scale(0.9)` }, { transform: 'none' }], { duration: ms, easing: 'ease-out' });
  }, [key, place]);
  return ref;
}

// A log box that follows its newest line while the reader is at its end, and leaves them where
// they scrolled to otherwise. Only the reader's own scrolling (wheel, touch, keys, the scroll bar)
// decides which: the page also moves the box as lines are added or drawn late at their real
// height (content-visibility). Both games' logs use it.
import { useEffect, useRef } from 'react';
import { whenResized } from './afterLayout';

export function useFollowEnd<T extends HTMLElement>() {
  const box = useRef<T>(null);
  const atEnd = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let reader = 0;
    const byReader = () => { reader = performance.now(); };
    const onScroll = () => {
      if (performance.now() - reader < 1500) atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
    };
    // The list grows, or the box shrinks (a notice takes a band above the table): follow the end
    // once it is laid out (reading its height any sooner would lay the page out twice).
    const toEnd = () => {
      if (!atEnd.current) return undefined;
      const end = el.scrollHeight;
      return () => { el.scrollTop = end; };
    };
    const stops = [el, el.firstElementChild].flatMap((watched) => (watched ? [whenResized(watched, toEnd)] : []));
    const input = ['wheel', 'touchstart', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const t of input) el.addEventListener(t, byReader, { passive: true });
    el.addEventListener('scroll', onScroll);
    return () => {
      for (const stop of stops) stop();
      for (const t of input) el.removeEventListener(t, byReader);
      el.removeEventListener('scroll', onScroll);
    };
  }, []);
  return box;
}

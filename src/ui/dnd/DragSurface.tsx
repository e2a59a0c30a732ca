// A drag surface: cards dragged by mouse or finger (gesture.ts), an image of the card that follows
// the pointer, and drops hit-tested where the pointer is let go. Sources and targets are plain
// strings; nothing here renders while the game changes, and during a drag only what the pointer
// enters or leaves does.
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReactNode, RefObject } from 'react';
import { followPress } from './gesture';
import type { Point } from './gesture';
import { DROP_ATTR, PressContext, useDragState } from './surface';
import type { Press } from './surface';

/** The drop targets under a point of the page, innermost first: what the player sees there
 * (a target scrolled out of the location row is not hit). */
export function dropTargetsAt(x: number, y: number): string[] {
  const found: string[] = [];
  for (const el of document.elementsFromPoint(x, y)) {
    for (let t = el.closest(`[${DROP_ATTR}]`); t; t = t.parentElement?.closest(`[${DROP_ATTR}]`) ?? null) {
      const id = t.getAttribute(DROP_ATTR)!;
      if (!found.includes(id)) found.push(id);
    }
  }
  return found;
}

// A card held within EDGE px of the edge of something that scrolls (the location row, a side, the
// hand, the page) scrolls it that way by STEP px a frame, so a place out of view can be reached.
const EDGE = 32;
const STEP = 12;

function scrollsOn(el: Element, axis: 'x' | 'y'): boolean {
  const overflow = getComputedStyle(el)[axis === 'x' ? 'overflowX' : 'overflowY'];
  const more = axis === 'x' ? el.scrollWidth > el.clientWidth : el.scrollHeight > el.clientHeight;
  return more && (overflow === 'auto' || overflow === 'scroll' || el === document.scrollingElement);
}

/** Scrolls whatever scrolls under the pointer, near its edge; true if anything moved. */
function scrollNear(at: Point): boolean {
  let moved = false;
  for (let el = document.elementFromPoint(at.x, at.y); el; el = el.parentElement) {
    const page = el === document.scrollingElement;
    const box = page ? { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight } : el.getBoundingClientRect();
    const dx = at.x < box.left + EDGE ? -STEP : at.x > box.right - EDGE ? STEP : 0;
    const dy = at.y < box.top + EDGE ? -STEP : at.y > box.bottom - EDGE ? STEP : 0;
    const by = { left: dx && scrollsOn(el, 'x') ? dx : 0, top: dy && scrollsOn(el, 'y') ? dy : 0 };
    if (!by.left && !by.top) continue;
    const before = el.scrollLeft + el.scrollTop;
    el.scrollBy(by);
    moved ||= el.scrollLeft + el.scrollTop !== before;
  }
  return moved;
}

interface Props {
  /** Called with the dragged id and the targets under the pointer where it was let go,
   * innermost first (empty: dropped elsewhere). */
  onDrop(dragged: string, targets: string[]): void;
  /** What follows the pointer while dragging; the original stays in place. */
  overlay(dragged: string): ReactNode;
  children: ReactNode;
}

/** The image under the pointer, placed over the source and moved by the surface's frames. */
function DragLayer({ image, overlay }: { image: RefObject<HTMLDivElement | null>; overlay: Props['overlay'] }) {
  const dragged = useDragState((s) => s.dragged);
  if (!dragged) return null;
  const { left, top, width, height } = dragged.box;
  return <div ref={image} style={{ position: 'fixed', left, top, width, height, zIndex: 999, pointerEvents: 'none' }}>{overlay(dragged.id)}</div>;
}

/** What is being dragged is the surface's state (useDragState): a drag called off (Escape, a lost
 * touch) leaves nothing aimed. */
export function DragSurface({ onDrop, overlay, children }: Props) {
  // The latest drop handler, read at the drop: the press given to the sources never changes.
  const latest = useRef(onDrop);
  useLayoutEffect(() => { latest.current = onDrop; });
  const image = useRef<HTMLDivElement | null>(null);
  const [press] = useState((): Press => (id, e, el) => {
    let from: Point = { x: 0, y: 0 };
    let to = from;
    let frame = 0;
    // At most once a frame, whatever the pointer's rate: the image follows, the target under the
    // pointer is found, and what scrolls near it scrolls (until it can no more).
    const follow = () => {
      frame = 0;
      image.current?.style.setProperty('transform', `translate3d(${to.x - from.x}px, ${to.y - from.y}px, 0)`);
      const over = dropTargetsAt(to.x, to.y)[0] ?? null;
      if (over !== useDragState.getState().over) useDragState.setState({ over });
      if (scrollNear(to)) frame = requestAnimationFrame(follow);
    };
    followPress(e, {
      start(at) {
        from = to = at;
        useDragState.setState({ dragged: { id, box: el.getBoundingClientRect() }, over: null });
      },
      move(at) {
        to = at;
        if (!frame) frame = requestAnimationFrame(follow);
      },
      end(at) {
        cancelAnimationFrame(frame);
        const targets = at ? dropTargetsAt(at.x, at.y) : [];
        useDragState.setState({ dragged: null, over: null });
        // The release comes from the surface's own listeners, outside React's events: the result
        // renders at once, as for a click, rather than in slices a frame or more later.
        if (at) flushSync(() => latest.current(id, targets));
      },
    });
  });
  return (
    <PressContext.Provider value={press}>
      {children}
      <DragLayer image={image} overlay={overlay} />
    </PressContext.Provider>
  );
}

// The one place that knows about @dnd-kit/core (its successor is still pre-1.0): a drag surface,
// draggable cards and drop targets, identified by plain strings.
import { DndContext, DragOverlay, MeasuringStrategy, MouseSensor, TouchSensor, pointerWithin, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReactNode } from 'react';
import { DROP_ATTR } from './hooks';

// Cards move (animations, new cards): measure drop targets throughout a drag, and only then:
// \`Always\` measured every drop target, forcing a layout, each time one was added or changed.
const MEASURING = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

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

interface Props {
  /** Called with the dragged id and the targets under the pointer where it was let go,
   * innermost first (empty: dropped elsewhere). */
  onDrop(dragged: string, targets: string[]): void;
  onDragStart?(dragged: string): void;
  /** The drag ended with nothing let go (Escape, a lost touch): nothing is aimed any more. */
  onDragCancel?(): void;
  /** What follows the pointer while dragging; the original stays in place. */
  overlay(dragged: string): ReactNode;
  children: ReactNode;
}

export function DragSurface({ onDrop, onDragStart, onDragCancel, overlay, children }: Props) {
  // The mouse drags after a small move, so clicks on cards still work. A finger must rest on a
  // card a moment first, so a swipe still scrolls the hand or the row and a tap still selects.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
  );
  const [dragged, setDragged] = useState<string | null>(null);
  // Where the pointer was released. dnd-kit's `over` cannot be trusted at the end of a drag: it
  // is set in a passive effect a render after the pointer moves, so a card let go within a frame
  // of reaching its target (a quick flick, a busy machine, a test) reported the place it came
  // from, and the drop was refused on a highlighted target. The pointer-up's own coordinates,
  // hit-tested against the page, are where the player let go.
  const released = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    // Capture on window: runs before dnd-kit's own listeners on the document end the drag.
    const up = (e: MouseEvent) => { released.current = { x: e.clientX, y: e.clientY }; };
    const lift = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (t) released.current = { x: t.clientX, y: t.clientY };
    };
    window.addEventListener('mouseup', up, true);
    window.addEventListener('touchend', lift, true);
    return () => {
      window.removeEventListener('mouseup', up, true);
      window.removeEventListener('touchend', lift, true);
    };
  }, []);
  const start = (e: DragStartEvent) => {
    released.current = null;
    setDragged(String(e.active.id));
    onDragStart?.(String(e.active.id));
  };
  const end = (e: DragEndEvent) => {
    setDragged(null);
    const at = released.current;
    released.current = null;
    const targets = at ? dropTargetsAt(at.x, at.y) : e.over ? [String(e.over.id)] : [];
    // dnd-kit reports the drop from its own listeners, outside React's events: render the result
    // at once, as for a click, rather than in slices a frame or more later.
    flushSync(() => onDrop(String(e.active.id), targets));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} measuring={MEASURING} onDragStart={start} onDragEnd={end} onDragCancel={() => { setDragged(null); onDragCancel?.(); }}>
      {children}
      <DragOverlay dropAnimation={null}>{dragged ? overlay(dragged) : null}</DragOverlay>
    </DndContext>
  );
}

// The one place that knows about @dnd-kit/core (its successor is still pre-1.0): a drag surface,
// draggable cards and drop targets, identified by plain strings.
import { DndContext, DragOverlay, MeasuringStrategy, PointerSensor, pointerWithin, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DROP_ATTR } from './hooks';

// Cards move (motion layout animations, new cards): measure drop targets throughout a drag.
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

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
  /** The drag was called off (Escape): nothing is aimed any more. */
  onDragCancel?(): void;
  /** What follows the pointer while dragging; the original stays in place (motion owns it). */
  overlay(dragged: string): ReactNode;
  children: ReactNode;
}

export function DragSurface({ onDrop, onDragStart, onDragCancel, overlay, children }: Props) {
  // A small move before a drag starts keeps clicks on cards working.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [dragged, setDragged] = useState<string | null>(null);
  // Where the pointer was released. dnd-kit's `over` cannot be trusted at the end of a drag: it
  // is set in a passive effect a render after the pointer moves, so a card let go within a frame
  // of reaching its target (a quick flick, a busy machine, a test) reported the place it came
  // from, and the drop was refused on a highlighted target. The pointer-up's own coordinates,
  // hit-tested against the page, are where the player let go.
  const released = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    // Capture on window: runs before dnd-kit's own listener on the document ends the drag.
    const up = (e: PointerEvent) => { released.current = { x: e.clientX, y: e.clientY }; };
    window.addEventListener('pointerup', up, true);
    return () => window.removeEventListener('pointerup', up, true);
  }, []);
  const start = (e: DragStartEvent) => {
    released.current = null;
    setDragged(String(e.active.id));
    onDragStart?.(String(e.active.id));
  };
  const cancel = () => {
    setDragged(null);
    released.current = null;
    onDragCancel?.();
  };
  const end = (e: DragEndEvent) => {
    setDragged(null);
    const at = released.current;
    released.current = null;
    onDrop(String(e.active.id), at ? dropTargetsAt(at.x, at.y) : e.over ? [String(e.over.id)] : []);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} measuring={MEASURING} onDragStart={start} onDragEnd={end} onDragCancel={cancel}>
      {children}
      <DragOverlay dropAnimation={null}>{dragged ? overlay(dragged) : null}</DragOverlay>
    </DndContext>
  );
}

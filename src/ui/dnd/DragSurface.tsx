// The one place that knows about @dnd-kit/core (its successor is still pre-1.0): a drag surface,
// draggable cards and drop targets, identified by plain strings.
import { DndContext, DragOverlay, MeasuringStrategy, PointerSensor, pointerWithin, rectIntersection, useSensor, useSensors } from '@dnd-kit/core';
import type { CollisionDetection, DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { useState } from 'react';
import type { ReactNode } from 'react';

// Keyboard drags have no pointer coordinates: fall back to overlapping rectangles.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

// Cards move (motion layout animations, new cards): measure drop targets throughout a drag.
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

interface Props {
  /** Called with the dragged id and the target it was dropped on (null: dropped elsewhere). */
  onDrop(dragged: string, target: string | null): void;
  onDragStart?(dragged: string): void;
  /** What follows the pointer while dragging; the original stays in place (motion owns it). */
  overlay(dragged: string): ReactNode;
  children: ReactNode;
}

export function DragSurface({ onDrop, onDragStart, overlay, children }: Props) {
  // A small move before a drag starts keeps clicks on cards working.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [dragged, setDragged] = useState<string | null>(null);
  const start = (e: DragStartEvent) => {
    setDragged(String(e.active.id));
    onDragStart?.(String(e.active.id));
  };
  const end = (e: DragEndEvent) => {
    setDragged(null);
    onDrop(String(e.active.id), e.over ? String(e.over.id) : null);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={collision} measuring={MEASURING} onDragStart={start} onDragEnd={end} onDragCancel={() => setDragged(null)}>
      {children}
      <DragOverlay dropAnimation={null}>{dragged ? overlay(dragged) : null}</DragOverlay>
    </DndContext>
  );
}

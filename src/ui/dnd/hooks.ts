// Draggable and droppable elements for DragSurface, without dnd-kit types leaking out.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useCallback } from 'react';
import type { MouseEventHandler, TouchEventHandler } from 'react';

/** Marks a drop target's element with its id, so a drop is hit-tested where the pointer is. */
export const DROP_ATTR = 'data-drop-target';

export function useDragSource(id: string, disabled = false) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id, disabled });
  // Mouse and touch sensors only: keyboard users select and target with Enter instead.
  return { ref: setNodeRef, dragProps: (listeners ?? {}) as { onMouseDown?: MouseEventHandler<HTMLElement>; onTouchStart?: TouchEventHandler<HTMLElement> }, isDragging };
}

export function useDropTarget(id: string) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const ref = useCallback((node: HTMLElement | null) => {
    node?.setAttribute(DROP_ATTR, id);
    setNodeRef(node);
  }, [id, setNodeRef]);
  return { ref, isOver };
}

// Draggable and droppable elements for DragSurface, without dnd-kit types leaking out.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { PointerEventHandler } from 'react';

export function useDragSource(id: string, disabled = false) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id, disabled });
  // The surface has only a pointer sensor: keyboard users select and target with Enter instead.
  return { ref: setNodeRef, dragProps: (listeners ?? {}) as { onPointerDown?: PointerEventHandler<HTMLElement> }, isDragging };
}

export function useDropTarget(id: string) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return { ref: setNodeRef, isOver };
}


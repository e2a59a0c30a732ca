// Drag sources and drop targets of a DragSurface, identified by plain strings.
import { useCallback, useContext } from 'react';
import type { MouseEvent, TouchEvent } from 'react';
import { DROP_ATTR, PressContext, useDragState } from './surface';

/** Mouse and touch only: keyboard users select and target with Enter instead. */
export function useDragSource(id: string, disabled = false) {
  const press = useContext(PressContext);
  const isDragging = useDragState((s) => s.dragged?.id === id);
  const dragProps = disabled || !press ? {} : {
    onMouseDown: (e: MouseEvent<HTMLElement>) => press(id, e.nativeEvent, e.currentTarget),
    onTouchStart: (e: TouchEvent<HTMLElement>) => press(id, e.nativeEvent, e.currentTarget),
  };
  return { dragProps, isDragging };
}

export function useDropTarget(id: string) {
  const isOver = useDragState((s) => s.over === id);
  const ref = useCallback((node: HTMLElement | null) => { node?.setAttribute(DROP_ATTR, id); }, [id]);
  return { ref, isOver };
}

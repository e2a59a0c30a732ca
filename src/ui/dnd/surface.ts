// What a drag surface shares with its drag sources and drop targets.
import { createContext } from 'react';
import { create } from 'zustand';

/** Marks a drop target's element with its id, so a drop is hit-tested where the pointer is. */
export const DROP_ATTR = 'data-drop-target';

interface DragState {
  /** What is being dragged, and where its source was on screen when the drag began. */
  dragged: { id: string; box: DOMRect } | null;
  /** The innermost drop target under the pointer. */
  over: string | null;
}

/** A store of its own, changed only during a drag: each source and target selects its own part,
 * so a target renders again only as the pointer enters or leaves it, never when the game moves on.
 * One pointer drags at a time, so one store serves the page. */
export const useDragState = create<DragState>(() => ({ dragged: null, over: null }));

/** Begins following a press on a drag source (its id, the press, the element pressed). */
export type Press = (id: string, e: MouseEvent | TouchEvent, el: HTMLElement) => void;

/** The surface's press, for its sources: the same function for the surface's life, so reading it
 * renders nothing again. */
export const PressContext = createContext<Press | null>(null);

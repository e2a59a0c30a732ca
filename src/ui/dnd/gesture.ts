// Telling a drag from a click, a tap or a swipe, for one press of the mouse or one finger: plain
// DOM listeners that live from the press to the release, and nothing in React.

export interface Point { x: number; y: number }

export interface PressHandlers {
  /** The press became a drag, begun at the point pressed. */
  start(from: Point): void;
  move(to: Point): void;
  /** Let go at a point (a drop), or null when the drag was called off (Escape, a lost touch, the
   * window resized or hidden). Only for a press that became a drag. */
  end(at: Point | null): void;
}

// The mouse drags after a small move, so clicks on cards still work. A finger must rest on a card
// a moment first, so a swipe still scrolls the hand or the row and a tap still selects.
const MOUSE_DISTANCE = 6;
const TOUCH_HOLD_MS = 180;
const TOUCH_TOLERANCE = 8;
/** How long after a drag a click is swallowed, so letting go is not also a click on what is there. */
const CLICK_GUARD_MS = 50;

/** Where the mouse is, or the finger `finger` if this event concerns it. */
function pointOf(e: MouseEvent | TouchEvent, finger?: number): Point | null {
  if (!('touches' in e)) return { x: e.clientX, y: e.clientY };
  const t = [...e.changedTouches].find((c) => c.identifier === finger);
  return t ? { x: t.clientX, y: t.clientY } : null;
}

const stop = (e: Event) => e.stopPropagation();
const prevent = (e: Event) => e.preventDefault();

/** Follows a press (a mousedown with the main button, a touchstart with one finger) until it is
 * released or called off. Another button, or a second finger, drags nothing. */
export function followPress(press: MouseEvent | TouchEvent, on: PressHandlers): void {
  const touch = 'touches' in press;
  if (touch ? press.touches.length !== 1 : press.button !== 0) return;
  const finger = touch ? press.changedTouches[0].identifier : undefined;
  const from = pointOf(press, finger)!;
  const doc = (press.target as Node).ownerDocument ?? document;
  const win = doc.defaultView ?? window;
  // Touch events keep going to the element first touched, even one taken out of the page.
  const source = touch ? press.target! : doc;
  let active = false;
  let hold: ReturnType<typeof setTimeout> | undefined;
  const attached: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [];
  const listen = (target: EventTarget, type: string, fn: EventListener, options?: AddEventListenerOptions) => {
    target.addEventListener(type, fn, options);
    attached.push([target, type, fn, options]);
  };
  const unselect = () => win.getSelection()?.removeAllRanges();
  const begin = () => {
    active = true;
    unselect();
    listen(doc, 'selectionchange', unselect);
    on.start(from);
  };
  const finish = (at: Point | null) => {
    for (const [target, type, fn, options] of attached) target.removeEventListener(type, fn, options);
    clearTimeout(hold);
    if (!active) return;
    doc.addEventListener('click', stop, true);
    setTimeout(() => doc.removeEventListener('click', stop, true), CLICK_GUARD_MS);
    on.end(at);
  };
  const move = (e: Event) => {
    const at = pointOf(e as MouseEvent | TouchEvent, finger);
    if (!at) return;
    if (!active) {
      const moved = Math.hypot(at.x - from.x, at.y - from.y);
      // A finger that moves before it has rested is a swipe: the page scrolls, nothing is dragged.
      if (touch && moved > TOUCH_TOLERANCE) return finish(null);
      if (!touch && moved >= MOUSE_DISTANCE) begin();
      if (!active) return;
    }
    // No scrolling and no text selection while a card is held.
    if (e.cancelable) e.preventDefault();
    on.move(at);
  };
  if (touch) hold = setTimeout(begin, TOUCH_HOLD_MS);
  listen(source, touch ? 'touchmove' : 'mousemove', move, { passive: false });
  listen(source, touch ? 'touchend' : 'mouseup', (e) => {
    const at = pointOf(e as MouseEvent | TouchEvent, finger);
    if (at) finish(at);
  });
  if (touch) listen(source, 'touchcancel', () => finish(null));
  listen(doc, 'keydown', (e) => { if ((e as KeyboardEvent).key === 'Escape') finish(null); });
  listen(win, 'resize', () => finish(null));
  listen(doc, 'visibilitychange', () => finish(null));
  // A finger resting on a card would open the context menu; a native drag would take over.
  listen(win, 'contextmenu', prevent);
  listen(win, 'dragstart', prevent);
}

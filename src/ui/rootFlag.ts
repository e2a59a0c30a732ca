// A flag on the page's root element (`data-<name>`) while a component that sets it is drawn, for
// the style sheets of parts drawn elsewhere in the page (the update prompt on a game's table, a
// decision while the coach is read). A `body:has(...)` rule said the same, but made the browser
// check it on every change of the page: closing a dialog cost a few milliseconds more.
import { useLayoutEffect } from 'react';

export function useRootFlag(name: string, on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return undefined;
    const root = document.documentElement;
    root.setAttribute(`data-${name}`, '');
    return () => root.removeAttribute(`data-${name}`);
  }, [name, on]);
}

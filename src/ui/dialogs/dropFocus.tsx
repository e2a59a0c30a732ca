// A focused element taken off the page while React is changing it makes the browser work out the
// styles and layout of the whole half-changed page on the spot, and again for the frame: closing a
// dialog whose button was just pressed cost one whole extra layout. Its focus is dropped first,
// before React changes anything (getSnapshotBeforeUpdate runs then); the dialog gives the focus
// back once the page is laid out (Dialog.tsx).
import { Component } from 'react';
import type { ReactNode, RefObject } from 'react';

interface Props {
  /** Whether the dialog is on the page. */
  open: boolean;
  /** The dialog's box. */
  box: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export class DropFocusOnClose extends Component<Props> {
  getSnapshotBeforeUpdate(prev: Props): null {
    const focused = document.activeElement;
    // React answers no event while it commits, so the blur wakes none of the dialog's handlers.
    if (prev.open && !this.props.open && focused instanceof HTMLElement && this.props.box.current?.contains(focused)) focused.blur();
    return null;
  }

  // React pairs the snapshot with an update; there is nothing to do after it.
  componentDidUpdate(): void {}

  render(): ReactNode {
    return this.props.children;
  }
}

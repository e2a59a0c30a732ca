// The hands' place on the table (the hand or the shared screen's banner, beside the actions), over
// which a floating dialog docks. The dialogs are drawn beside the table, not inside it.

/** The hands' place of the table `dialog` is drawn beside. */
export const handArea = (dialog: HTMLElement) => dialog.parentElement?.querySelector<HTMLElement>(':scope > .table .hand-area');

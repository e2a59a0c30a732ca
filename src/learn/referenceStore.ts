// Whether the rules reference is open and what it shows: opened from the start screen, the table,
// a rule link or (later) the game menu, lessons and hints.
import { create } from 'zustand';

/** What the reference opens at: a rule ID (R-PLAY-04, EX-..., AMB-..., CARD-...) or a glossary term. */
export type ReferenceTarget = string;

export const termTarget = (termId: string): ReferenceTarget => `term:${termId}`;

interface ReferenceState {
  open: boolean;
  target: ReferenceTarget | null;
  /** Counts requests, so asking twice for the same entry scrolls to it again. */
  request: number;
  /** What had focus when the reference opened, given it back on closing. Taken at the request,
   * not when the panel first renders: the panel loads lazily, and focus may have moved by then. */
  opener: HTMLElement | null;
  show(target?: ReferenceTarget): void;
  close(): void;
}

export const useReference = create<ReferenceState>((set, get) => ({
  open: false,
  target: null,
  request: 0,
  opener: null,
  show: (target) => set((s) => ({
    open: true, target: target ?? s.target, request: s.request + 1,
    opener: s.open ? s.opener : activeElement(),
  })),
  close: () => {
    const { opener } = get();
    set({ open: false, opener: null });
    // After the panel has gone from the page: focusing earlier lands on a node about to leave.
    if (opener && typeof requestAnimationFrame === 'function') requestAnimationFrame(() => stillThere(opener)?.focus());
  },
}));

/** Opens the rules reference, at an entry or a glossary term when given. */
export function openRulesReference(target?: ReferenceTarget): void {
  useReference.getState().show(target);
}

function activeElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
}

/** The opener, or the control that took its place: the light start screen is replaced by the full
 * app's (same buttons, new nodes) when the rest of the app finishes loading, which can happen while
 * the reference is open. */
function stillThere(opener: HTMLElement): HTMLElement | null {
  if (opener.isConnected) return opener;
  const label = opener.getAttribute('aria-label') ?? opener.textContent;
  const same = Array.from(document.querySelectorAll<HTMLElement>(opener.tagName))
    .filter((el) => (el.getAttribute('aria-label') ?? el.textContent) === label);
  return same.length === 1 ? same[0]! : null;
}

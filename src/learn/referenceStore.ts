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
    if (opener && typeof requestAnimationFrame === 'function') requestAnimationFrame(() => { if (opener.isConnected) opener.focus(); });
  },
}));

/** Opens the rules reference, at an entry or a glossary term when given. */
export function openRulesReference(target?: ReferenceTarget): void {
  useReference.getState().show(target);
}

function activeElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
}

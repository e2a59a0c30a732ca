// Cards an open decision points at on the board: all the cards its choices name, or the one
// option under the pointer. Cards read it to draw a pointer ring.
import { create } from 'zustand';
import type { CardId } from '../../engine';

interface Pointing {
  cards: readonly CardId[];
  point(cards: readonly CardId[]): void;
}

const same = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && a.every((c, i) => c === b[i]);

export const usePointing = create<Pointing>()((set, get) => ({
  cards: [],
  // The same cards again change nothing: every card on the board reads this.
  point: (cards) => { if (!same(cards, get().cards)) set({ cards }); },
}));

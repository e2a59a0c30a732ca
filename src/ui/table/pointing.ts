// Cards an open decision points at on the board: all the cards its choices name, or the one
// option under the pointer. Cards read it to draw a pointer ring.
import { create } from 'zustand';
import type { CardId } from '../../engine';

interface Pointing {
  cards: readonly CardId[];
  point(cards: readonly CardId[]): void;
}

export const usePointing = create<Pointing>()((set) => ({
  cards: [],
  point: (cards) => set({ cards }),
}));

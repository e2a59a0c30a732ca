// Devanar-Damir: when the opponent's battle phase ends, if they have a unit or ship here and did
// not attack here, they lose 1.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

/** The battle phase of `turnPlayer` (P2 unless given) ends. */
const ended = (theirs: string[], attacked: string[] = [], turnPlayer: Seat = P2) => game({
  phase: 'battle', turnPlayer, counters: { attacked },
  players: [{}, { active: [], reserve: ['Destiny 3', 'Destiny 3', 'Destiny 3'] }],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Devanar-Damir'], theirs] }],
}).toPhase('move');

describe('1U178 Devanar-Damir', () => {
  it('1U178 Devanar-Damir: the opponent had a unit here and did not attack: they lose 1', () => {
    ended(['Plain Trooper']).resolve().expectPhase('move').expectPiles(P2, { lost: 1, reserve: 2 });
  });
  it('1U178 Devanar-Damir: they attacked here: nothing', () => {
    ended(['Plain Trooper'], ['here']).expectStack(0).expectPiles(P2, { lost: 0 });
  });
  it('1U178 Devanar-Damir: they had nothing here: nothing; nor at the end of your own battle phase', () => {
    ended([]).expectStack(0).expectPiles(P2, { lost: 0 });
    ended(['Plain Trooper'], [], P1).expectStack(0).expectPiles(P2, { lost: 0 });
  });
});

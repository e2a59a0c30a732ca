// Devanar-Damir: when the opponent's battle phase ends, if they have a unit or ship here and did
// not attack here, they lose 1.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (theirs: string[], attacked: string[] = [], fires = false) => game({
  phase: 'battle', turnPlayer: 1, counters: { attacked },
  players: [{}, { active: [], reserve: ['T33', 'T33', 'T33'] }],
  row: [{ card: L.north, name: 'here', controller: 0, cards: [[{ card: '1U178', name: 'dd' }], theirs] }],
  actions: [...passes(1), ...(fires ? passes(1) : [])],
});

describe('1U178 Devanar-Damir', () => {
  it('1U178 Devanar-Damir: the opponent had a unit here and did not attack: they lose 1', () => {
    play({ ...sc([L.trooper], [], true), expect: { phase: 'move', piles: { 1: { lost: 1, reserve: 2 } } } });
  });
  it('1U178 Devanar-Damir: they attacked here: nothing', () => {
    play({ ...sc([L.trooper], ['@here']), expect: { phase: 'move', stack: 0, piles: { 1: { lost: 0 } } } });
  });
  it('1U178 Devanar-Damir: they had nothing here: nothing; nor at the end of your own battle phase', () => {
    play({ ...sc([]), expect: { phase: 'move', stack: 0, piles: { 1: { lost: 0 } } } });
    play({ ...sc([L.trooper]), turnPlayer: 0, actions: passes(), expect: { phase: 'move', stack: 0, piles: { 1: { lost: 0 } } } });
  });
});

// Chijo Warrior: once a turn, at no cost: if it is at a site with a weapon beneath it, play a unit from
// your hand at that site, paying its full cost.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (armed: boolean) => game({
  phase: 'deploy', players: [{ hand: [{ card: 'Costly Warrior', name: 'first' }, { card: 'Costly Warrior', name: 'second' }] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1, cards: [[{ card: 'Chijo Warrior', beneath: armed ? ['Plain Rifle'] : [] }], []] }],
});

describe('1C60 Chijo Warrior', () => {
  it('1C60 Chijo Warrior: armed, it plays a warrior from hand beside it for its full 3; once a turn (R-ABIL-03)', () => {
    sc(true).use('Chijo Warrior').resolve().pick('first').resolve()
      .expectCard('first', { at: 'here' }).expectPiles(P1, { active: 3 }).refuses('R-ABIL-03').use('Chijo Warrior');
  });
  it('1C60 Chijo Warrior: unarmed, nothing is played', () => {
    sc(false).use('Chijo Warrior').resolve().expectDecision(null).expectPiles(P1, { hand: 2, active: 6 });
  });
});

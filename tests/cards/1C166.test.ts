// Anant Aeronaut: Piloting 3; once a turn, pay 2: if its ship has a weapon, damage a target ship
// in a battle here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (armed: boolean) => game({
  phase: 'battle',
  row: [{ card: L.orbit, name: 'here', controller: 0,
    cards: [[{ card: L.fighter, name: 'ship', beneath: [{ card: '1C166', name: 'aa' }, ...(armed ? [L.shipGun] : [])] }], [{ card: L.capital, name: 'foe' }]] },
  { card: L.farSector, controller: 0, cards: [[L.fighter], [{ card: L.fighter, name: 'away' }]] }],
  battle: { location: '@here', attacker: 0, step: 'window2' },
});
const use = (t: string, refused?: string) => ({ type: 'use', seat: 0, card: '@aa', ability: 1, targets: [t], ...(refused ? { refused } : {}) });

describe('1C166 Anant Aeronaut', () => {
  it('1C166 Anant Aeronaut: its armed fighter is 5/5/3; pay 2: the opposing capital is damaged; once a turn', () => {
    play({ ...sc(true), actions: [use('@foe'), ...passes(), use('@foe', 'R-ABIL-03')],
      expect: { cards: { '@foe': { damaged: true }, '@ship': { power: 5, tactics: 5 } }, piles: { 0: { active: 4 } } } });
  });
  it('1C166 Anant Aeronaut: an unarmed ship: paid, no damage', () => {
    play({ ...sc(false), actions: [use('@foe'), ...passes()], expect: { cards: { '@foe': { damaged: false } }, piles: { 0: { active: 4 } } } });
  });
  it('1C166 Anant Aeronaut: a ship not in the battle here is not a target (R-TGT-04)', () => {
    play({ ...sc(true), actions: [use('@away', 'R-TGT-04')] });
  });
});

// Killer Cait Grimalkin: Piloting 3; once a turn, pay 4: if she is at a sector, the opponent
// reveals no battle destiny in battles at another target sector this turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (caitShip: boolean) => game({
  phase: 'battle',
  row: [
    { card: L.orbit, name: 'orbit', controller: 0, cards: [[caitShip
      ? { card: L.fighter, name: 'ship', beneath: [{ card: '2PF2', name: 'cait' }] } : L.fighter], []] },
    { card: L.north, name: 'north', controller: 0, cards: [caitShip ? [] : [{ card: '2PF2', name: 'cait' }], []] },
    { card: L.farSector, name: 'far', controller: 0, cards: [[L.fighter, L.fighter], [L.fighter, L.fighter]] },
  ],
  battle: { location: '@far', attacker: 0, step: 'window1' },
});
const use = (t: string, refused?: string) => ({ type: 'use', seat: 0, card: '@cait', ability: 1, targets: [t], ...(refused ? { refused } : {}) });

describe('2PF2 Killer Cait Grimalkin', () => {
  it('2PF2 Killer Cait Grimalkin: aboard a fighter (5/5/3); pay 4: at the other sector only you reveal battle destiny', () => {
    play({ ...sc(true), actions: [use('@far'), ...passes(), ...passes(), { type: 'choose', seat: 0, choice: { reveal: true } }],
      expect: { battle: { step: 'window2', destiny: [3, 0] }, piles: { 0: { active: 2 }, 1: { reserve: 6 } },
        cards: { '@ship': { power: 5, tactics: 5 } } } });
  });
  it("2PF2 Killer Cait Grimalkin: her own sector is not a target (R-TGT-04); once a turn (R-ABIL-03)", () => {
    play({ ...sc(true), actions: [use('@orbit', 'R-TGT-04'), use('@far'), ...passes(), use('@far', 'R-ABIL-03')] });
  });
  it('2PF2 Killer Cait Grimalkin: at a site the energy is paid and the opponent still reveals', () => {
    play({ ...sc(false), actions: [use('@far'), ...passes(), ...passes(), { type: 'choose', seat: 0, choice: { reveal: true } },
      { type: 'choose', seat: 1, choice: { reveal: true } }],
    expect: { battle: { destiny: [3, 3] }, piles: { 0: { active: 2 } } } });
  });
});

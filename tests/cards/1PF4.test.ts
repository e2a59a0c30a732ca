// Ranarti-Anant: Piloting 3; once per turn, dismissing another unit of yours at her location makes her
// immune to attrition this turn; once per turn, 2 energy sends her ship into a sector battle elsewhere.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

describe('1PF4 Ranarti-Anant', () => {
  it('1PF4 Ranarti-Anant: dismissing your other unit here makes it immune: attrition 3 can be ignored', () => {
    play(game({
      phase: 'battle',
      row: [{ card: L.north, name: 'here', controller: 0, cards: [[{ card: '1PF4', name: 'ra' }, { card: L.trooper, name: 'fodder' }], [L.trooper]] }],
      battle: { location: '@here', attacker: 0, step: 'window2', destiny: [0, 2] },
      actions: [{ type: 'use', seat: 0, card: '@ra', ability: 1, targets: ['@fodder'] }, ...passes(), ...passes(),
        { type: 'choose', seat: 0, choice: { ignoreAttrition: true } }],
      expect: { cards: { '@fodder': { zone: 'lost' }, '@ra': { damaged: false } }, battle: { step: 'window3' } },
    }));
  });
  it('1PF4 Ranarti-Anant: the dismissed unit is a target: another player\'s unit is not one (R-TGT-04)', () => {
    play(game({
      row: [{ card: L.north, controller: 0, cards: [[{ card: '1PF4', name: 'ra' }], [{ card: L.trooper, name: 'theirs' }]] }],
      actions: [{ type: 'use', seat: 0, card: '@ra', ability: 1, targets: ['@theirs'], refused: 'R-TGT-04' }],
    }));
  });
  it('1PF4 Ranarti-Anant: aboard a fighter (5/5/3); pay 2: the fighter moves into the battle at the other sector; once a turn', () => {
    play(game({
      phase: 'battle', turnPlayer: 1,
      row: [{ card: L.orbit, controller: 0, cards: [[{ card: L.fighter, name: 'ship', beneath: [{ card: '1PF4', name: 'ra' }] }], []] },
        { card: L.farSector, name: 'far', controller: 0, cards: [[L.fighter], [L.fighter]] }],
      battle: { location: '@far', attacker: 1, step: 'window1' },
      initiative: 0,
      actions: [{ type: 'use', seat: 0, card: '@ra', ability: 2, targets: ['@far'] }, ...passes(), { type: 'pass', seat: 1 },
        { type: 'use', seat: 0, card: '@ra', ability: 2, targets: ['@far'], refused: 'R-ABIL-03' }],
      expect: { cards: { '@ship': { at: '@far', power: 5 }, '@ra': { under: '@ship' } }, piles: { 0: { active: 4 } } },
    }));
  });
  it('1PF4 Ranarti-Anant: a sector with no battle is not a target (R-TGT-04)', () => {
    play(game({
      row: [{ card: L.orbit, controller: 0, cards: [[{ card: L.fighter, beneath: [{ card: '1PF4', name: 'ra' }] }], []] },
        { card: L.farSector, name: 'far', controller: 0 }],
      actions: [{ type: 'use', seat: 0, card: '@ra', ability: 2, targets: ['@far'], refused: 'R-TGT-04' }],
    }));
  });
});

// Ordnance Master: once a turn, lose 3: if it has a weapon, +3 power, tactics and defense and
// immune to attrition until end of turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

const sc = (armed: boolean) => game({
  phase: 'battle', players: [{ active: [], reserve: energy(6) }, {}],
  row: [{ card: L.north, name: 'here', controller: 0,
    cards: [[{ card: '1C193', name: 'om', beneath: armed ? [L.rifle] : [] }], [L.trooper]] }],
  battle: { location: '@here', attacker: 0, step: 'window2', destiny: [0, 5] },
  actions: [{ type: 'use', seat: 0, card: '@om', ability: 0 }, ...passes()],
});

describe('1C193 Ordnance Master', () => {
  it('1C193 Ordnance Master: armed, lose 3: 4/4/4 and attrition 5 may be ignored', () => {
    const s = sc(true);
    play({ ...s, actions: [...s.actions!, ...passes(), { type: 'choose', seat: 0, choice: { ignoreAttrition: true } }],
      expect: { cards: { '@om': { power: 4, tactics: 4, defense: 4, damaged: false } }, piles: { 0: { lost: 3 } } } });
  });
  it('1C193 Ordnance Master: unarmed: 3 lost, no bonus; once a turn (R-ABIL-03)', () => {
    const s = sc(false);
    play({ ...s, actions: [...s.actions!, { type: 'use', seat: 0, card: '@om', ability: 0, refused: 'R-ABIL-03' }],
      expect: { cards: { '@om': { power: 1, tactics: 1, defense: 1 } }, piles: { 0: { lost: 3 } } } });
  });
  it('1C193 Ordnance Master: with only 2 energy and no hand the cost cannot be paid (R-PLAY-04)', () => {
    play({ ...sc(true), players: [{ active: [], reserve: energy(2) }, {}],
      actions: [{ type: 'use', seat: 0, card: '@om', ability: 0, refused: 'R-PLAY-04' }] });
  });
});

// GR-Blade: size 2, transport 1; pay 4: +2 battle destiny if it is in a site battle (no bullet).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

const use = { type: 'use', seat: 0, card: '@blade', ability: 2 };

describe('1C25 GR-Blade', () => {
  it('1C25 GR-Blade: in a site battle, pay 4 twice: battle destiny +4, 8 energy paid', () => {
    play(game({
      phase: 'battle', players: [{ active: energy(9) }, {}],
      row: [{ card: L.north, name: 'here', controller: 0, cards: [[{ card: '1C25', name: 'blade' }], [L.trooper]] }],
      battle: { location: '@here', attacker: 0, step: 'window1' },
      actions: [use, ...passes(), use, ...passes()],
      expect: { battle: { destiny: [4, 0] }, piles: { 0: { active: 1, used: 8 } } },
    }));
  });
  it('1C25 GR-Blade: outside a battle the energy is paid and nothing happens; with 3 active it cannot be used (R-PLAY-04)', () => {
    play(game({
      phase: 'deploy', players: [{ active: energy(7) }, {}],
      row: [{ card: L.north, controller: 0, cards: [[{ card: '1C25', name: 'blade' }], []] }],
      actions: [use, ...passes(), { ...use, refused: 'R-PLAY-04' }],
      expect: { piles: { 0: { active: 3 } }, log: ["GR-Blade's ability resolves"] },
    }));
  });
  it('1C25 GR-Blade: size 2 fits a capacity-2 ship only when it is empty (R-UNIT-05)', () => {
    play(game({
      phase: 'deploy', players: [{ hand: [{ card: '1C25', name: 'blade' }] }, {}],
      row: [{ card: L.eartherDepot, controller: 0 }, { card: L.orbit, controller: 0,
        cards: [[{ card: L.fighter, name: 'ship', beneath: [L.trooper] }, { card: L.fighter, name: 'empty' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@blade', at: '@ship', refused: 'R-UNIT-05' },
        { type: 'play', seat: 0, card: '@blade', at: '@empty' }, ...passes()],
      expect: { cards: { '@blade': { under: '@empty' } } },
    }));
  });
  it('1C25 GR-Blade: transport 1 carries one character along on its movement', () => {
    play(game({
      phase: 'move',
      row: [{ card: L.north, name: 'north', controller: 0, cards: [[{ card: '1C25', name: 'blade' }, { card: L.trooper, name: 'a' }, { card: L.trooper, name: 'b' }], []] },
        { card: L.middle, name: 'middle', controller: 0 }],
      actions: [{ type: 'move', seat: 0, card: '@blade', to: '@middle', transport: ['@a', '@b'], refused: 'R-MOVE-11' },
        { type: 'move', seat: 0, card: '@blade', to: '@middle', transport: ['@a'] }, ...passes()],
      expect: { cards: { '@blade': { at: '@middle' }, '@a': { at: '@middle' }, '@b': { at: '@north' } } },
    }));
  });
});

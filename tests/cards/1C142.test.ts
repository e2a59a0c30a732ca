// Ore Hound: at a site it adds an energy icon to your side there.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

describe('1C142 Ore Hound', () => {
  it('1C142 Ore Hound: at a site your activation maximum goes from 1 + 2 + 2 = 5 to 6', () => {
    play(game({ phase: 'activate',
      row: [{ card: L.north, controller: 0, cards: [['1C142'], []] }, { card: L.orbit, controller: 0 }],
      expect: { activationMax: { 0: 6, 1: 5 } } }));
  });
  it('1C142 Ore Hound: aboard a ship at a sector it adds nothing', () => {
    play(game({ phase: 'activate',
      row: [{ card: L.north, controller: 0 }, { card: L.orbit, controller: 0, cards: [[{ card: L.fighter, beneath: ['1C142'] }], []] }],
      expect: { activationMax: { 0: 5 } } }));
  });
  it('1C142 Ore Hound: the icon goes when it leaves play (destroyed at the end of a battle)', () => {
    play(game({ phase: 'battle',
      row: [{ card: L.north, name: 'site', controller: 0, cards: [[{ card: '1C142', name: 'oh', damaged: true }, L.trooper], [L.trooper]] },
        { card: L.orbit, controller: 0 }],
      battle: { location: '@site', attacker: 0, step: 'window5' },
      actions: passes(),
      expect: { cards: { '@oh': { zone: 'lost' } }, activationMax: { 0: 5 } } }));
  });
});

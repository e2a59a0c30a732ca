// Entrenched Infantry: at a site, playing a unit there costs its player 2 more energy lost, and
// each of your drains there makes you lose 2.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

describe('1U17 Entrenched Infantry', () => {
  it('1U17 Entrenched Infantry: the opponent playing a unit at its site loses 2 more energy (R-PLAY-03)', () => {
    play(game({
      phase: 'deploy', turnPlayer: 1,
      players: [{}, { reserve: energy(6), active: [], hand: [{ card: L.trooper, name: 'newcomer' }] }],
      row: [{ card: L.north, name: 'site', controller: 0, cards: [[{ card: '1U17', name: 'ei' }], []] }],
      actions: [{ type: 'play', seat: 1, card: '@newcomer', at: '@site' }, ...passes(1)],
      expect: { piles: { 1: { lost: 2, reserve: 4 } }, cards: { '@newcomer': { at: '@site' } } },
    }));
  });
  it('1U17 Entrenched Infantry: its own controller pays the extra loss too; elsewhere nothing extra', () => {
    play(game({
      phase: 'deploy', turnPlayer: 0,
      players: [{ reserve: energy(6), active: [], hand: [{ card: L.trooper, name: 'a' }, { card: L.trooper, name: 'b' }] }, {}],
      row: [{ card: L.north, name: 'site', controller: 0, cards: [[{ card: '1U17', name: 'ei' }], []] },
        { card: L.farSite, name: 'far', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@a', at: '@site' },
        { type: 'choose', seat: 0, choice: { lose: 'reserve' } }, { type: 'choose', seat: 0, choice: { lose: 'reserve' } }, ...passes(),
        { type: 'play', seat: 0, card: '@b', at: '@far' }, ...passes()],
      expect: { piles: { 0: { lost: 2, reserve: 4, hand: 0 } }, cards: { '@b': { at: '@far' } } },
    }));
  });
  it('1U17 Entrenched Infantry: your drain at its site makes the opponent lose 2 and then you lose 2', () => {
    play(game({
      phase: 'control', turnPlayer: 0,
      players: [{ reserve: energy(6), active: [] }, { reserve: energy(6), active: [] }],
      row: [{ card: L.north, name: 'site', controller: 0, cards: [[{ card: '1U17', name: 'ei' }], []] }],
      actions: [{ type: 'drain', seat: 0, location: '@site' }, ...passes(), ...passes()],
      expect: { piles: { 0: { lost: 2 }, 1: { lost: 2 } }, log: ["Entrenched Infantry's ability resolves"] },
    }));
  });
  it('1U17 Entrenched Infantry: aboard a ship at a sector it is not at a site: no extra loss on drains there', () => {
    play(game({
      phase: 'control', turnPlayer: 0,
      players: [{ reserve: energy(6), active: [] }, { reserve: energy(6), active: [] }],
      row: [{ card: L.orbit, name: 'sector', controller: 0, cards: [[{ card: L.fighter, beneath: ['1U17'] }], []] }],
      actions: [{ type: 'drain', seat: 0, location: '@sector' }, ...passes()],
      expect: { piles: { 0: { lost: 0 }, 1: { lost: 2 } }, stack: 0 },
    }));
  });
  it('1U17 Entrenched Infantry R-PLAY-04: a player who could not lose the extra 2 may not play a unit there', () => {
    play(game({
      phase: 'deploy', turnPlayer: 1,
      players: [{}, { reserve: [], active: energy(1), hand: [{ card: L.trooper, name: 'newcomer' }] }],
      row: [{ card: L.north, name: 'site', controller: 0, cards: [[{ card: '1U17', name: 'ei' }], []] }],
      actions: [{ type: 'play', seat: 1, card: '@newcomer', at: '@site', refused: 'R-PLAY-04' }],
      expect: { piles: { 1: { hand: 1, active: 1 } } },
    }));
  });
});

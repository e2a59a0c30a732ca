// Zealous Squad (CARD-05, EX-RUL-02): on entering play you dismiss a unit of yours there; with no
// other unit of yours there it is dismissed at once (R-UNIT-08).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

const deploy = (mine: { card: string; name?: string }[], theirs: string[] = []) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1C55', name: 'squad' }] }, {}],
  row: [depot('Earther'), { card: L.north, name: 'site', controller: 0, cards: [mine, theirs] }],
});

describe('1C55 Zealous Squad', () => {
  it('1C55 Zealous Squad: played beside your trooper, you choose the trooper to dismiss; the 6-power squad stays', () => {
    play({
      ...deploy([{ card: L.trooper, name: 'trooper' }]),
      actions: [{ type: 'play', seat: 0, card: '@squad', at: '@site' }, ...passes(), ...passes(),
        { type: 'choose', seat: 0, choice: { pick: '@trooper' } }],
      expect: { cards: { '@trooper': { zone: 'lost' }, '@squad': { at: '@site', power: 6 } }, piles: { 0: { active: 4 } } },
    });
  });
  it('1C55 Zealous Squad: you may dismiss the squad itself instead', () => {
    play({
      ...deploy([{ card: L.trooper, name: 'trooper' }]),
      actions: [{ type: 'play', seat: 0, card: '@squad', at: '@site' }, ...passes(), ...passes(),
        { type: 'choose', seat: 0, choice: { pick: '@squad' } }],
      expect: { cards: { '@trooper': { at: '@site' }, '@squad': { zone: 'lost' } } },
    });
  });
  it("1C55 Zealous Squad: with none of your units there (only the opponent's) it is dismissed on entering play (R-UNIT-08)", () => {
    play({
      ...deploy([], [L.trooper]),
      actions: [{ type: 'play', seat: 0, card: '@squad', at: '@site' }, ...passes()],
      expect: { cards: { '@squad': { zone: 'lost' } }, log: ['is dismissed (R-UNIT-08)'], stack: 0 },
    });
  });
  it('1C55 Zealous Squad: needs 2 Earther support icons (R-PLAY-03)', () => {
    play(game({
      phase: 'deploy', players: [{ hand: [{ card: '1C55', name: 'squad' }] }, {}],
      row: [{ card: L.north, name: 'site', controller: 0, cards: [[L.trooper], []] }],
      actions: [{ type: 'play', seat: 0, card: '@squad', at: '@site', refused: 'R-PLAY-03' }],
      expect: { cards: { '@squad': { zone: 'hand' } } },
    }));
  });
});

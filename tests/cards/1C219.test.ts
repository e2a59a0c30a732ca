// Well-concealed Charge: may go beneath an opponent's location; once a turn, pay 3: your total
// power there +4 until end of turn; dismissed when the opponent controls its location.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

describe('1C219 Well-concealed Charge', () => {
  it("1C219 Well-concealed Charge: played beneath the opponent's site (R-ASSET-03 exception)", () => {
    play(game({
      phase: 'deploy', players: [{ hand: [{ card: '1C219', name: 'wcc' }] }, {}],
      row: [depot('Shi'), { card: L.north, name: 'site', controller: 1, cards: [[L.trooper], [L.trooper]] }],
      actions: [{ type: 'play', seat: 0, card: '@wcc', at: '@site' }, ...passes()],
      expect: { cards: { '@wcc': { under: '@site', controller: 0 } } },
    }));
  });
  it('1C219 Well-concealed Charge: pay 3: your total power in the battle there is 2 + 4 = 6; once a turn (R-ABIL-03)', () => {
    play(game({
      phase: 'battle',
      row: [{ card: L.north, name: 'here', controller: 1, beneath: [[{ card: '1C219', name: 'wcc' }], []], cards: [[L.trooper], [L.tank]] }],
      battle: { location: '@here', attacker: 0, step: 'window3' },
      actions: [{ type: 'use', seat: 0, card: '@wcc', ability: 1 }, ...passes(),
        { type: 'use', seat: 0, card: '@wcc', ability: 1, refused: 'R-ABIL-03' }, ...passes()],
      expect: { battle: { power: [6, 3], winner: 0 }, piles: { 0: { active: 3 } } },
    }));
  });
  it('1C219 Well-concealed Charge: once the opponent controls the location it is dismissed', () => {
    play(game({
      phase: 'deploy',
      row: [{ card: L.north, name: 'here', controller: 1, beneath: [[{ card: '1C219', name: 'wcc' }], []], cards: [[], [L.trooper]] }],
      actions: [{ type: 'pass', seat: 0 }, ...passes(1)],
      expect: { cards: { '@wcc': { zone: 'lost' } }, log: ['Well-concealed Charge is dismissed'] },
    }));
  });
  it('1C219 Well-concealed Charge: while you still have a unit there it stays', () => {
    play(game({
      phase: 'deploy',
      row: [{ card: L.north, name: 'here', controller: 1, beneath: [[{ card: '1C219', name: 'wcc' }], []], cards: [[L.trooper], [L.trooper]] }],
      actions: [{ type: 'pass', seat: 0 }],
      expect: { cards: { '@wcc': { zone: 'table' } }, stack: 0 },
    }));
  });
});

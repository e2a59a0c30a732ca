// Darkslider: once per turn, 4 energy inverts it (2/1/3 to 3/1/4). Inverted side: whenever your
// battle destiny is revealed in a battle at its sector, turning it back upright adds 2 to that card.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

describe('2C66 Darkslider', () => {
  it('2C66 Darkslider: pay 4: inverted, 3/1/4; a second use this turn is refused (R-ABIL-01: the inverted side has no such ability)', () => {
    play(game({
      row: [{ card: L.orbit, controller: 0, cards: [[{ card: '2C66', name: 'ds' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@ds', ability: 0 }, ...passes(), { type: 'use', seat: 0, card: '@ds', ability: 0, refused: 'R-ABIL-01' }],
      expect: { cards: { '@ds': { inverted: true, power: 3, defense: 4 } }, piles: { 0: { active: 2 } } },
    }));
  });
  it('2C66 Darkslider: inverted, you reveal 3 for battle destiny and revert it within that step (R-TRIG-04): battle destiny 5', () => {
    play(game({
      phase: 'battle',
      row: [{ card: L.orbit, name: 'here', controller: 0, cards: [[{ card: '2C66', name: 'ds', inverted: true }, L.fighter, L.fighter], [L.fighter]] }],
      battle: { location: '@here', attacker: 0, step: 'window1' },
      actions: [...passes(), { type: 'choose', seat: 0, choice: { reveal: true } }, { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { battle: { step: 'window2', destiny: [5, 0] }, cards: { '@ds': { inverted: false } } },
    }));
  });
  it('2C66 Darkslider: upright, revealing battle destiny offers nothing', () => {
    play(game({
      phase: 'battle',
      row: [{ card: L.orbit, name: 'here', controller: 0, cards: [[{ card: '2C66', name: 'ds' }, L.fighter, L.fighter], [L.fighter]] }],
      battle: { location: '@here', attacker: 0, step: 'window1' },
      actions: [...passes(), { type: 'choose', seat: 0, choice: { reveal: true } }],
      expect: { battle: { step: 'window2', destiny: [3, 0] }, stack: 0, decision: null },
    }));
  });
});

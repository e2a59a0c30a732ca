// Ilna Hekaton: when it enters play, your opponent pays 1 energy.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

describe('1C235 Ilna Hekaton', () => {
  it('1C235 Ilna Hekaton: played for 1, it enters play and the opponent pays 1 (active 6 -> 5)', () => {
    play(game({
      phase: 'deploy',
      players: [{ hand: [{ card: '1C235', name: 'ilna' }] }, {}],
      row: [{ card: T.quaySector, name: 'sector', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@ilna', at: '@sector' }, ...passes(), ...passes()],
      expect: { piles: { 1: { active: 5, used: 1 }, 0: { active: 5 } }, cards: { '@ilna': { at: '@sector' } } },
    }));
  });
  it('1C235 Ilna Hekaton: an opponent with an empty active pile pays nothing', () => {
    play(game({
      phase: 'deploy',
      players: [{ hand: [{ card: '1C235', name: 'ilna' }] }, { active: [] }],
      row: [{ card: T.quaySector, name: 'sector', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@ilna', at: '@sector' }, ...passes(), ...passes()],
      expect: { piles: { 1: { active: 0, used: 0, reserve: 6 } } },
    }));
  });
});

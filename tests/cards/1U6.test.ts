// Blockade: may go beneath an opponent's site; each unit the opponent plays there costs 1 more energy
// for each ship its controller has at the sectors related to that site (R-PLAY-10).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

const sc = (ships: Entry[]) => game({
  phase: 'deploy',
  turnPlayer: P2,
  players: [{}, { hand: [{ card: 'Plain Trooper', name: 'recruit' }] }],
  row: [
    { card: 'Testland/North', name: 'blockaded', controller: P2, beneath: [['Blockade'], []], cards: [[], []] },
    { card: 'Testland/South', name: 'free', controller: P2, cards: [[], []] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [ships, []] },
    { card: 'Farland/Orbit', name: 'far orbit', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'far' }], []] },
  ],
});

describe('1U6 Blockade', () => {
  it("1U6 Blockade: it may be played beneath an opponent's site", () => {
    game({ phase: 'deploy', players: [{ hand: ['Blockade'] }, {}],
      row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/North', name: 'theirs', controller: P2, cards: [[], []] }] })
      .play('Blockade', { at: 'theirs' }).resolve().expectCard('Blockade', { under: 'theirs' });
  });
  it('1U6 Blockade: two ships at the related sector: a unit played at its site costs 2 more (a ship at an unrelated sector does not count)', () => {
    sc(['Plain Fighter', 'Plain Capital']).play('recruit', { at: 'blockaded' }).expectPiles(P2, { active: 6 - 2 }).resolve().expectCard('recruit', { at: 'blockaded' });
  });
  it('1U6 Blockade: not at another site, nor with no ship of yours at a related sector', () => {
    sc(['Plain Fighter']).play('recruit', { at: 'free' }).expectPiles(P2, { active: 6 });
    sc([]).play('recruit', { at: 'blockaded' }).expectPiles(P2, { active: 6 });
  });
});

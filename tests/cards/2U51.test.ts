// Tataki Commander: once a turn, only in your opponent's turn: pay 1: move it to a target adjacent site
// where a battle is under way (by an ability, not a movement action: R-ABIL-08).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (turn: 0 | 1) => game({
  phase: 'battle', turnPlayer: turn,
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Tataki Commander'], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Testland/South', name: 'south', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] }],
  battle: { location: 'middle', attacker: turn, step: 'window1' },
});

describe('2U51 Tataki Commander', () => {
  it("2U51 Tataki Commander: in P2's turn, pay 1: it joins the battle at the adjacent site; once a turn (R-ABIL-03)", () => {
    sc(P2).pass(P2).use('Tataki Commander', { targets: ['middle'] }).resolve().expectCard('Tataki Commander', { at: 'middle' }).expectPiles(P1, { active: 5 })
      .pass(P2).refuses('R-ABIL-03').use('Tataki Commander', { targets: ['north'] });
  });
  it('2U51 Tataki Commander: not in your own turn (R-GEN-02)', () => {
    sc(P1).refuses('R-GEN-02').use('Tataki Commander', { targets: ['middle'] });
  });
});

// Swift Response: a target ship being played can't move for the rest of the turn once it is in play.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy', turnPlayer: P2,
  players: [{ hand: ['Swift Response'] }, { hand: [{ card: 'Plain Fighter', name: 'newcomer' }, { card: 'Plain Trooper', name: 'walker' }] }],
  row: [
    { card: 'Gongland/Orbit', name: 'gong', controller: P1 },
    { card: 'Testland/Orbit', name: 'orbit', controller: P2, cards: [[], [{ card: 'Plain Fighter', name: 'old' }]] },
    { card: 'Farland/Orbit', name: 'far', controller: P2 },
    { card: 'Testland/North', name: 'north', controller: P2, cards: [[], ['Plain Trooper']] },
  ],
});

describe('1U104 Swift Response', () => {
  it('1U104 Swift Response: the ship enters play but can\'t move this turn (R-GEN-03); another ship can', () => {
    const g = setup().play('newcomer', { at: 'orbit' }).pass(P2);
    g.play('Swift Response', { targets: [g.stackItem()] }).resolve().resolve()
      .expectCard('newcomer', { zone: 'table', at: 'orbit' })
      .toPhase('move', P2).refuses('R-GEN-03').move('newcomer', 'far').move('old', 'far').resolve().expectCard('old', { at: 'far' });
  });
  it('1U104 Swift Response: next turn the ship moves again', () => {
    const g = setup().play('newcomer', { at: 'orbit' }).pass(P2);
    g.play('Swift Response', { targets: [g.stackItem()] }).resolve().resolve()
      .toPhase('move', P1).toPhase('move', P2).move('newcomer', 'far').resolve().expectCard('newcomer', { at: 'far' });
  });
  it('1U104 Swift Response: only a ship being played is a target (R-TGT-04)', () => {
    const g = setup().play('walker', { at: 'north' }).pass(P2);
    g.refuses('R-TGT-04').play('Swift Response', { targets: [g.stackItem()] });
  });
});

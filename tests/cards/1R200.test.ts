// Reliable Quarrel: free at a sector where you have no ship; it can't move in the turn it entered play.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (mine: string[]) => game({
  phase: 'deploy', players: [{ hand: ['Reliable Quarrel'] }, {}],
  row: [{ card: 'Shiland/Orbit', name: 'orbit', controller: P1, cards: [mine, []] }, { card: 'Farland/Orbit', name: 'far', controller: P1 }],
});

describe('1R200 Reliable Quarrel', () => {
  it('1R200 Reliable Quarrel: at a sector with no ship of yours it costs nothing (R-PLAY-10); that turn it can\'t move (R-GEN-03)', () => {
    sc([]).play('Reliable Quarrel', { at: 'orbit' }).resolve().expectPiles(P1, { active: 6 })
      .toPhase('move').refuses('R-GEN-03').move('Reliable Quarrel', 'far');
  });
  it('1R200 Reliable Quarrel: beside a ship of yours it costs its 3', () => {
    sc(['Plain Fighter']).play('Reliable Quarrel', { at: 'orbit' }).resolve().expectPiles(P1, { active: 3 });
  });
  it('1R200 Reliable Quarrel: one already in play at the turn\'s start moves freely', () => {
    game({ phase: 'move', row: [{ card: 'Shiland/Orbit', controller: P1, cards: [['Reliable Quarrel'], []] }, { card: 'Farland/Orbit', name: 'far', controller: P1 }] })
      .move('Reliable Quarrel', 'far').resolve().expectCard('Reliable Quarrel', { at: 'far' });
  });
});

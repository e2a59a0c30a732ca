// Gongen/Ice Mine: any vehicle that enters play here, or moves here, goes on top of its owner's used pile.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1C315 Gongen/Ice Mine', () => {
  it('1C315 Gongen/Ice Mine: a tank played there goes straight to the top of its owner\'s used pile', () => {
    game({ phase: 'deploy', players: [{ hand: ['Plain Tank'] }, {}], row: [{ card: 'Gongen/Ice Mine', name: 'mine', controller: P1, cards: [['Plain Trooper'], []] }] })
      .play('Plain Tank', { at: 'mine' }).resolve().resolve().expectOnTop(P1, 'used', 'Plain Tank');
  });
  it('1C315 Gongen/Ice Mine: a tank moving there too; a trooper moving there stays', () => {
    game({ phase: 'move', row: [{ card: 'Gongen/Ice Mine', name: 'mine', controller: P1 }, { card: 'Gongen/Test Yard', name: 'yard', controller: P1, cards: [['Plain Tank', 'Plain Trooper'], []] }] })
      .move('Plain Tank', 'mine').resolve().resolve().expectOnTop(P1, 'used', 'Plain Tank')
      .move('Plain Trooper', 'mine').resolve().expectCard('Plain Trooper', { at: 'mine' }).expectStack(0);
  });
});

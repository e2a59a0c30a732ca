// Rising Dread: your opponent chooses one of their units and returns it to their hand.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('1R261 Rising Dread', () => {
  it('1R261 Rising Dread: P2 picks their officer; it goes to their hand, the trooper stays', () => {
    game({ phase: 'control', players: [{ hand: ['Rising Dread'] }, {}],
      row: [{ card: 'Quayland/Den', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'mine' }], ['Plain Officer', { card: 'Plain Trooper', name: 'theirs' }]] }] })
      .play('Rising Dread').resolve().pick('Plain Officer', P2)
      .expectCard('Plain Officer', { zone: 'hand' }).expectCard('mine', { zone: 'table' }).expectCard('theirs', { zone: 'table' }).expectPiles(P2, { hand: 1 }).expectCard('Rising Dread', { zone: 'lost' });
  });
});

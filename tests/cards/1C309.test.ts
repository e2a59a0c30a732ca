// Ganymede/Traginium Source: a drain here grows by 1 per related site its drainer controls.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const drained = (atMine: [string[], string[]]) => game({
  phase: 'control',
  row: [
    { card: 'Ganymede/Test Mine', controller: P1, cards: atMine },
    { card: 'Ganymede/Traginium Source', name: 'source', controller: P1, cards: [['Plain Fighter'], []] },
  ],
}).drain('source').resolve();

describe('1C309 Ganymede/Traginium Source', () => {
  it('1C309 Ganymede/Traginium Source: 1 icon on the opponent\'s side + 1 related site controlled: the opponent loses 2', () => {
    drained([['Plain Trooper'], []]).lose('reserve').lose('reserve')
      .expectPiles(P2, { lost: 2, reserve: 4 }).expectLog('loses 2');
  });
  it('1C309 Ganymede/Traginium Source: a contested related site does not count: the drain is 1', () => {
    drained([['Plain Trooper'], ['Plain Trooper']]).lose('reserve')
      .expectPiles(P2, { lost: 1 }).expectLog('loses 1').expectDecision(null);
  });
});

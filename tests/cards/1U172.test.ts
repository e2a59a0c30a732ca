// Clone Reserves: three cards of your lost pile are picked at random; you put one of them into your hand.
import { describe, expect, it } from 'vitest';
import { defOf } from '../../src/engine';
import { game, P1 } from '../kit/driver';

const lost = ['Destiny 1', 'Destiny 2', 'Destiny 4', 'Destiny 5', 'Destiny 6'];
const sc = (pile = lost) => game({
  phase: 'deploy', players: [{ hand: ['Clone Reserves'], lost: pile }, {}],
  row: [{ card: 'Shiland/Keep', controller: P1, cards: [[], []] }],
}).play('Clone Reserves').resolve();

describe('1U172 Clone Reserves', () => {
  it('1U172 Clone Reserves: one of three offered at random goes to hand; the offer is only three of the five (R-ENERGY-11)', () => {
    const g = sc().expectDecision('pick', P1);
    const offered = g.legal().flatMap((a) => (a.type === 'choose' && 'pick' in a.choice ? [a.choice.pick] : []));
    expect(offered).toHaveLength(3);
    g.pick(defOf(g.state, offered[0]).title).expectPiles(P1, { hand: 1, lost: 4 + 1 }).expectCard('Clone Reserves', { zone: 'lost' });
  });
  it('1U172 Clone Reserves: with two cards in the lost pile, both are offered', () => {
    sc(['Destiny 1', 'Destiny 2']).pick('Destiny 2').expectCard('Destiny 2', { zone: 'hand' });
  });
});

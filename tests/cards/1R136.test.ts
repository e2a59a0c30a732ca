// Mechanic's Grip: reveal the bottom card of your reserve (onto the used pile), then a destiny; if
// the two destinies match, you may play a card from your hand for 6 energy less.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (bottom: number) => game({
  phase: 'deploy', players: [{ hand: ['Mechanic’s Grip', 'Costly Warrior'], reserve: ['Destiny 4', ...energy(4, 1), `Destiny ${bottom}`] }, {}],
  row: [{ card: 'Depots/Maverick Depot', name: 'here', controller: P1, cards: [[], []] }],
});

describe('1R136 Mechanic’s Grip', () => {
  it('1R136 Mechanic’s Grip: bottom 4 and top 4 match: the warrior (cost 3) is played for nothing; the order is used', () => {
    sc(4).play('Mechanic’s Grip').resolve().expectDecision('pick', P1).pick('Costly Warrior').resolve()
      .expectCard('Costly Warrior', { zone: 'table', at: 'here' }).expectPiles(P1, { active: 5, reserve: 4 })
      .expectCard('Mechanic’s Grip', { zone: 'used' });
  });
  it('1R136 Mechanic’s Grip: the play is optional', () => {
    sc(4).play('Mechanic’s Grip').resolve().no().expectCard('Costly Warrior', { zone: 'hand' });
  });
  it('1R136 Mechanic’s Grip: bottom 2 and top 4 do not match: nothing is offered', () => {
    sc(2).play('Mechanic’s Grip').resolve().expectCard('Costly Warrior', { zone: 'hand' }).expectOnTop(P1, 'used', 'Mechanic’s Grip', 'Destiny 4', 'Destiny 2');
  });
});

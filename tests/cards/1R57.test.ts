// Ancestral Garden: choose a kizen of yours and a character in your lost pile with lower tactics;
// play that character, paying its full cost.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: ['Ancestral Garden'], lost: ['Costly Warrior', 'Plain Officer'] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'shrine', controller: P1, cards: [['Irama-Vishal'], []] }],
});

describe('1R57 Ancestral Garden', () => {
  it('1R57 Ancestral Garden: the warrior (tactics 1, cost 3) under the kizen\'s 3 is played at full cost (R-PLAY-10)', () => {
    sc().play('Ancestral Garden', { targets: ['Irama-Vishal', 'Costly Warrior'] }).resolve().resolve()
      .expectCard('Costly Warrior', { zone: 'table', at: 'shrine' }).expectPiles(P1, { active: 3 }).expectCard('Ancestral Garden', { zone: 'lost' });
  });
  it('1R57 Ancestral Garden: the officer (tactics 4) is not below 3: nothing is played', () => {
    sc().play('Ancestral Garden', { targets: ['Irama-Vishal', 'Plain Officer'] }).resolve()
      .expectCard('Plain Officer', { zone: 'lost' }).expectPiles(P1, { active: 6 });
  });
});

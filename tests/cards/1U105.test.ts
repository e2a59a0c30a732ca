// T.S.V. Command Post: Size 3, Transport 4. Once each turn, lose 3: if it is at a site, play up to
// four units with tactics below 2 here from your hand, each for 2 less.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: [{ card: 'Costly Warrior', name: 'w1' }, { card: 'Costly Warrior', name: 'w2' }, 'Plain Officer'] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1, cards: [['T.S.V. Command Post'], []] }],
});

describe('1U105 T.S.V. Command Post', () => {
  it('1U105 T.S.V. Command Post: lose 3: two warriors (tactics 1, cost 3) are played here for 1 each; the officer (tactics 4) is not offered; once each turn (R-ABIL-03)', () => {
    sc().use('T.S.V. Command Post', { ability: 'deploy' }).lose('reserve').lose('reserve').lose('reserve').resolve()
      .pick('w1').pick('w2').resolve().resolve()
      .expectCard('w1', { at: 'here' }).expectCard('w2', { at: 'here' }).expectCard('Plain Officer', { zone: 'hand' })
      .expectPiles(P1, { active: 4, lost: 3 }).refuses('R-ABIL-03').use('T.S.V. Command Post', { ability: 'deploy' });
  });
});

// Armored: may go beneath an opponent's site. Each time a unit here is lost, its owner may pay 3 to
// put it in their hand.
import { describe, it } from 'vitest';
import { game, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: ['Test Strike'] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P2, cards: [[], [{ card: 'Plain Trooper', name: 'theirs' }]], beneath: [['Armored'], []] }],
});

describe('1U224 Armored', () => {
  it("1U224 Armored: the opponent's trooper destroyed here: its owner pays 3 and takes it into hand", () => {
    sc().play('Test Strike', { targets: ['theirs'] }).resolve().resolve().expectDecision('mayPay', P2).yes()
      .expectCard('theirs', { zone: 'hand' }).expectPiles(P2, { active: 3 });
  });
  it('1U224 Armored: declined, the trooper stays lost', () => {
    sc().play('Test Strike', { targets: ['theirs'] }).resolve().resolve().no().expectCard('theirs', { zone: 'lost' });
  });
});

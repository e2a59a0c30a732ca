// Hamon of Ikazuchi: unique; Size 3, Transport 4; entering play at a site, you activate 1 energy per
// other unit of yours there.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (site: string, mine: string[]) => game({
  phase: 'deploy', players: [{ hand: ['Hamon of Ikazuchi'] }, {}],
  row: [{ card: 'Gongland/Shrine', controller: P1 }, { card: site, name: 'here', controller: P1, cards: [mine, ['Plain Trooper']] }],
});

describe('1C72 Hamon of Ikazuchi', () => {
  it("1C72 Hamon of Ikazuchi: two units of yours there (the opponent's does not count): activate 2 after paying 4", () => {
    sc('Testland/North', ['Plain Trooper', 'Plain Tank']).play('Hamon of Ikazuchi', { at: 'here' }).resolve().resolve()
      .expectPiles(P1, { active: 4, reserve: 4 });
  });
  it('1C72 Hamon of Ikazuchi: alone there it activates nothing', () => {
    sc('Testland/North', []).play('Hamon of Ikazuchi', { at: 'here' }).resolve().resolve().expectPiles(P1, { active: 2, reserve: 6 });
  });
});

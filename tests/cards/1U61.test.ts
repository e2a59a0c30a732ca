// Cloud: damage the target ship in a sector battle if the opponent's destiny is less than the
// number of your fighters at that sector.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const setup = (theirReserve: Entry[], battle = true) => game({
  phase: 'battle',
  players: [{ hand: ['Cloud'] }, { reserve: theirReserve }],
  row: [{ card: 'Gongland/Orbit', name: 'sector', controller: P1,
    cards: [['Plain Fighter', 'Plain Fighter', 'Plain Capital'], [{ card: 'Plain Capital', name: 'target' }]] }],
  ...(battle ? { battle: { location: 'sector', attacker: P1, step: 'window1' as const } } : {}),
});
const atTarget = { targets: ['target'] };

describe('1U61 Cloud', () => {
  it('1U61 Cloud: opponent\'s destiny 1 < 2 fighters: the target ship is damaged; Cloud goes to the lost pile', () => {
    setup(['Destiny 1', ...energy(4)]).play('Cloud', atTarget).resolve()
      .expectCard('target', { damaged: true }).expectCard('Cloud', { zone: 'lost' }).expectLog('destiny 1');
  });
  it('1U61 Cloud: opponent\'s destiny 2 is not less than 2 fighters (the capital is no fighter): no damage', () => {
    setup(['Destiny 2', ...energy(4)]).play('Cloud', atTarget).resolve().expectCard('target', { damaged: false });
  });
  it('1U61 Cloud: can\'t be played while the opponent\'s reserve is empty (R-DESTINY-04)', () => {
    setup([]).refuses('R-DESTINY-04').play('Cloud', atTarget);
  });
  it('1U61 Cloud: a ship not in a battle is not a legal target (R-TGT-04)', () => {
    setup(['Destiny 1'], false).refuses('R-TGT-04').play('Cloud', atTarget);
  });
});

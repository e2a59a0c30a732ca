// Ranger Watchman: Quickdraw 1; when the attrition step ends here with attrition the opponent
// could not satisfy, it gets +3 power until end of turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (attrition: number, beneath: string[] = []) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Ranger Watchman', beneath }], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2', destiny: [attrition, 0] },
});
const shoot = { ability: 1, targets: ['foe'] };

describe('2U18 Ranger Watchman', () => {
  it('2U18 Ranger Watchman: attrition 5 against a defense-2 unit leaves 3: power 3 + 3 = 6 until end of turn', () => {
    sc(5).toStep('window3').resolve()
      .expectCard('Ranger Watchman', { power: 6 }).expectCard('foe', { damaged: true }).expectBattle({ step: 'window3' });
  });
  it('2U18 Ranger Watchman: attrition 2 fully satisfied by defense 2: no bonus', () => {
    sc(2).toStep('window3').expectCard('Ranger Watchman', { power: 3 }).expectStack(0);
  });
  it('2U18 Ranger Watchman: Quickdraw 1 gives its weapon a second use', () => {
    sc(0, ['F.L.I.C.']).use('F.L.I.C.', shoot).resolve().use('F.L.I.C.', shoot).resolve()
      .refuses('R-ABIL-03').use('F.L.I.C.', shoot);
  });
});

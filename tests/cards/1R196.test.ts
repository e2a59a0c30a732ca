// Purana-Vishal: once each turn, dismissing another unit of yours at her location makes her immune
// to attrition for the turn; dismissing two other characters of yours there damages a target
// character in the site battle there.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (battle = true) => game({
  phase: 'battle',
  players: [{}, {}],
  row: [
    { card: 'Testland/North', name: 'here', controller: P1,
      cards: [['Purana-Vishal', { card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }, { card: 'Plain Tank', name: 'tank' }],
        [{ card: 'Plain Officer', name: 'foe' }]] },
    { card: 'Testland/South', name: 'away', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'far' }], []] },
  ],
  ...(battle ? { battle: { location: 'here', attacker: P1, step: 'window2', destiny: [0, 2] } } : {}),
});
const sacrifice = (...cards: string[]) => ({ ability: 'damage', targets: cards });
const dismiss = (card: string) => ({ ability: 'immune', targets: [card] });

describe('1R196 Purana-Vishal', () => {
  it('1R196 Purana-Vishal: dismissing another unit of yours here makes her immune: attrition 2 can be ignored', () => {
    game({
      phase: 'battle',
      row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Purana-Vishal', { card: 'Plain Trooper', name: 'a' }], ['Plain Officer']] }],
      battle: { location: 'here', attacker: P1, step: 'window2', destiny: [0, 2] },
    }).use('Purana-Vishal', dismiss('a')).resolve().toStep('attrition').ignoreAttrition()
      .expectCard('a', { zone: 'lost' }).expectCard('Purana-Vishal', { damaged: false, zone: 'table' }).expectBattle({ step: 'window3' });
  });
  it('1R196 Purana-Vishal: once each turn (R-ABIL-03); a unit elsewhere is not one to dismiss (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').use('Purana-Vishal', dismiss('far'))
      .use('Purana-Vishal', dismiss('a')).resolve()
      .refuses('R-ABIL-03').use('Purana-Vishal', dismiss('b'));
  });
  it('1R196 Purana-Vishal: dismissing two other characters of yours here damages the target in the site battle', () => {
    setup().use('Purana-Vishal', sacrifice('a', 'b', 'foe')).resolve()
      .expectCard('a', { zone: 'lost' }).expectCard('b', { zone: 'lost' }).expectCard('foe', { damaged: true });
  });
  it('1R196 Purana-Vishal: two different characters (R-TGT-05), characters, not a vehicle (R-TGT-04), and a battle here (R-TGT-04)', () => {
    setup().refuses('R-TGT-05').use('Purana-Vishal', sacrifice('a', 'a', 'foe'))
      .refuses('R-TGT-04').use('Purana-Vishal', sacrifice('a', 'tank', 'foe'));
    setup(false).refuses('R-TGT-04').use('Purana-Vishal', sacrifice('a', 'b', 'foe'));
  });
});

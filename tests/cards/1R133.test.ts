// Jack Wilgress: once a turn, lose a random card from your hand: immune to attrition until the end
// of the turn. When a power step here ends with your total power exactly 21, destroy every
// opposing unit here.
import { describe, it } from 'vitest';
import type { Entry } from '../kit/position';
import { game, P1 } from '../kit/driver';

// Jack (power 7) with others of P1 against P2's units; the battle is at its attrition window.
const battle = (mine: Entry[], hand: string[] = []) => game({
  phase: 'battle',
  players: [{ hand }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1,
    cards: [['Jack Wilgress', ...mine], [{ card: 'Plain Trooper', name: 'foe1' }, { card: 'Plain Wall', name: 'foe2' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window3' },
});

describe('1R133 Jack Wilgress', () => {
  it('1R133 Jack Wilgress: total power 7 + 7 + 7 = 21: when the power step ends every opposing unit here is destroyed', () => {
    battle(['Unit 7/1/1', 'Unit 7/1/2']).toStep('window4').resolve()
      .expectLog('P1 wins 21 to 2').expectCard('foe1', { zone: 'lost' }).expectCard('foe2', { zone: 'lost' });
  });
  it('1R133 Jack Wilgress: total power 20 destroys nothing', () => {
    battle(['Unit 7/1/1', 'Unit 6/1/2']).toStep('window4').expectStack(0)
      .expectBattle({ power: [20, 2] }).expectCard('foe2', { zone: 'table' });
  });
  it('1R133 Jack Wilgress: losing a random hand card makes him immune: attrition may be ignored (R-BSTEP-13)', () => {
    game({
      phase: 'battle', players: [{ hand: ['Plain Tank'] }, {}],
      row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Jack Wilgress', 'Plain Trooper'], ['Plain Trooper']] }],
      battle: { location: 'site', attacker: P1, step: 'window2', destiny: [0, 9] },
    }).use('Jack Wilgress').resolve().expectCard('Plain Tank', { zone: 'lost' })
      .refuses('R-ABIL-03').use('Jack Wilgress')
      .toStep('attrition').ignoreAttrition().expectCard('Jack Wilgress', { damaged: false });
  });
});

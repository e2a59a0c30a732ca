// Well-concealed Charge: may go beneath an opponent's location; once a turn, pay 3: your total
// power there +4 until end of turn; dismissed when the opponent controls its location.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** The charge beneath the opponent's site, with these units there. */
const beneath = (mine: string[], theirs: string[], phase: 'deploy' | 'battle' = 'deploy') => game({
  phase,
  row: [{ card: 'Testland/North', name: 'here', controller: P2, beneath: [['Well-concealed Charge'], []], cards: [mine, theirs] }],
  ...(phase === 'battle' ? { battle: { location: 'here', attacker: P1, step: 'window3' as const } } : {}),
});

describe('1C219 Well-concealed Charge', () => {
  it("1C219 Well-concealed Charge: played beneath the opponent's site (R-ASSET-03 exception)", () => {
    game({
      phase: 'deploy', players: [{ hand: ['Well-concealed Charge'] }, {}],
      row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] }],
    }).play('Well-concealed Charge', { at: 'site' }).resolve()
      .expectCard('Well-concealed Charge', { under: 'site', controller: P1 });
  });
  it('1C219 Well-concealed Charge: pay 3: your total power in the battle there is 2 + 4 = 6; once a turn (R-ABIL-03)', () => {
    beneath(['Plain Trooper'], ['Plain Tank'], 'battle')
      .use('Well-concealed Charge', { ability: 1 }).resolve()
      .refuses('R-ABIL-03').use('Well-concealed Charge', { ability: 1 })
      .toStep('window4')
      .expectBattle({ power: [6, 3], winner: P1 }).expectPiles(P1, { active: 3 });
  });
  it('1C219 Well-concealed Charge: once the opponent controls the location it is dismissed', () => {
    beneath([], ['Plain Trooper']).pass().pass().pass()
      .expectCard('Well-concealed Charge', { zone: 'lost' }).expectLog('Well-concealed Charge is dismissed');
  });
  it('1C219 Well-concealed Charge: while you still have a unit there it stays', () => {
    beneath(['Plain Trooper'], ['Plain Trooper']).pass()
      .expectCard('Well-concealed Charge', { zone: 'table' }).expectStack(0);
  });
});

// Reliquaries: evidence; whenever your battle destiny is exactly 5 as the battle destiny step ends, you
// may put a hand card beneath your reserve per evidence asset of yours; once a turn, pay 1: it goes on top
// of your reserve.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const battle = (top: number) => game({
  phase: 'battle', players: [{ assets: ['Reliquaries', 'Inquiry'], hand: [{ card: 'Destiny 1', name: 'h1' }, { card: 'Destiny 1', name: 'h2' }, { card: 'Destiny 1', name: 'h3' }],
    reserve: [{ card: `Destiny ${top}`, name: 'first' }, ...energy(5)] }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Plain Officer', 'Plain Trooper'], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
}).toStep('destiny').reveal();

describe('2U79 Reliquaries', () => {
  it('2U79 Reliquaries: battle destiny exactly 5 with two evidence assets: two hand cards go beneath your reserve', () => {
    battle(5).yes().pick('h1').pick('h2').expectPiles(P1, { hand: 1, reserve: 7 }).expectLog('P1 puts a card from hand beneath the reserve.');
  });
  it('2U79 Reliquaries: battle destiny 4: nothing', () => {
    battle(4).expectBattle({ step: 'window2' }).expectPiles(P1, { hand: 3 });
  });
  it('2U79 Reliquaries: pay 1: it goes on top of your reserve, out of play (R-ABIL-02)', () => {
    game({ players: [{ assets: ['Reliquaries'] }, {}] }).use('Reliquaries', { ability: 'toReserve' }).resolve()
      .expectOnTop(P1, 'reserve', 'Reliquaries').expectPiles(P1, { active: 5 }).refuses('R-ABIL-02').use('Reliquaries', { ability: 'toReserve' });
  });
});

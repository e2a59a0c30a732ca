// Empty Heart: evidence; whenever your battle destiny is exactly 1 as the battle destiny step ends, you may
// give a target character +3 power per evidence asset of yours (counted then) until end of turn; once a
// turn, pay 2: it goes on top of your reserve.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const battle = (top: number) => game({
  phase: 'battle', players: [{ assets: ['Empty Heart', 'Inquiry'], reserve: [{ card: `Destiny ${top}`, name: 'first' }, ...energy(5)] }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Plain Officer', { card: 'Plain Trooper', name: 'hero' }], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
}).toStep('destiny').reveal();

describe('2U69 Empty Heart', () => {
  it('2U69 Empty Heart: battle destiny exactly 1 with two evidence assets: your trooper is 2 + 6 = 8; it stays 8 when Inquiry leaves', () => {
    battle(1).chooseTargets('hero').yes().expectCard('hero', { power: 8 })
      .use('Inquiry', { ability: 'toReserve' }).resolve().expectCard('hero', { power: 8 });
  });
  it('2U69 Empty Heart: battle destiny 2: nothing', () => {
    battle(2).expectBattle({ step: 'window2' }).expectCard('hero', { power: 2 });
  });
  it('2U69 Empty Heart: pay 2: it goes on top of your reserve', () => {
    game({ players: [{ assets: ['Empty Heart'] }, {}] }).use('Empty Heart', { ability: 'toReserve' }).resolve()
      .expectOnTop(P1, 'reserve', 'Empty Heart').expectPiles(P1, { active: 4 });
  });
});

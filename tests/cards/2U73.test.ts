// Inquiry: evidence; whenever your battle destiny is exactly 3 as the battle destiny step ends, you may
// draw a card per evidence asset of yours; once a turn, at no cost, it goes on top of your reserve.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const battle = (top: number) => game({
  phase: 'battle', players: [{ assets: ['Inquiry'], reserve: [{ card: `Destiny ${top}`, name: 'first' }, ...energy(5)] }, { reserve: energy(5, 1) }],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Plain Officer', 'Plain Trooper'], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
}).toStep('destiny').reveal();

describe('2U73 Inquiry', () => {
  it('2U73 Inquiry: battle destiny exactly 3: you may draw 1 (one evidence asset)', () => {
    battle(3).yes().expectPiles(P1, { hand: 1, reserve: 4 });
  });
  it('2U73 Inquiry: battle destiny 4: nothing', () => {
    battle(4).expectBattle({ step: 'window2' }).expectPiles(P1, { hand: 0 });
  });
  it('2U73 Inquiry: once a turn, free: it goes on top of your reserve (R-ABIL-03)', () => {
    game({ players: [{ assets: ['Inquiry'] }, {}] }).use('Inquiry', { ability: 'toReserve' }).resolve().expectOnTop(P1, 'reserve', 'Inquiry');
  });
});

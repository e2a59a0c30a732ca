// Simple Wager (CARD-13): name a number; the top two cards of the opponent's reserve are shown and
// put back in the order you choose; if their total destiny is the number, you may make movements
// until the end of your deploy phase as though it were your move phase (EX-MOVE-03).
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (theirs: string[] = ['Destiny 4', 'Destiny 5', ...energy(4, 1)]) => game({
  phase: 'deploy', players: [{ hand: ['Simple Wager'] }, { reserve: theirs }],
  row: [
    { card: 'Depots/Maverick Depot', controller: P1, cards: [[], []] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[], []] },
  ],
});
const won = () => sc().play('Simple Wager').resolve().amount(9).pick('Destiny 5');

describe('1R151 Simple Wager', () => {
  it('1R151 Simple Wager: 4 + 5 = 9 wins; the two go back in the chosen order; a movement in the deploy phase (EX-MOVE-03)', () => {
    won().expectOnTop(P2, 'reserve', 'Destiny 5', 'Destiny 4').expectCard('Simple Wager', { zone: 'used' })
      .move('Plain Trooper', 'middle').resolve().expectCard('Plain Trooper', { at: 'middle' });
  });
  it('1R151 Simple Wager: the movements end with the deploy phase (R-MOVE-01)', () => {
    won().toPhase('battle').refuses('R-MOVE-01').move('Plain Trooper', 'middle');
  });
  it('1R151 Simple Wager: a wrong number grants nothing (R-MOVE-01)', () => {
    sc().play('Simple Wager').resolve().amount(8).pick('Destiny 4').refuses('R-MOVE-01').move('Plain Trooper', 'middle');
  });
  it('1R151 Simple Wager: one card in the reserve gives the total alone; none cancels the effect (EX-DESTINY-07, R-DESTINY-06)', () => {
    sc(['Destiny 4']).play('Simple Wager').resolve().amount(4).move('Plain Trooper', 'middle').resolve().expectCard('Plain Trooper', { at: 'middle' });
    sc([]).play('Simple Wager').resolve().amount(0).expectCard('Simple Wager', { zone: 'used' }).refuses('R-MOVE-01').move('Plain Trooper', 'middle');
  });
  it('1R151 Simple Wager: at most once each turn (R-INTR-06)', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'Simple Wager', name: 'w1' }, { card: 'Simple Wager', name: 'w2' }] }, {}],
      row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [[], []] }] })
      .play('w1').resolve().amount(0).refuses('R-INTR-06').play('w2');
  });
});

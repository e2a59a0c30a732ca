// Slider: Size 2, Transport 2. When a site battle at its location ends, whoever won it, if your battle
// destiny was exactly 11 as the power step ended, your opponent loses their whole hand.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (destiny: [number, number], loc = 'Testland/North', theirs = 'Unit 4/1/9') => game({
  phase: 'battle',
  players: [{}, { hand: ['Destiny 1', 'Destiny 2', 'Plain Trooper'] }],
  row: [{ card: loc, name: 'here', controller: P1, cards: [[loc === 'Testland/Orbit' ? { card: 'Plain Capital', beneath: ['Slider'] } : 'Slider'], [{ card: theirs, name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window3', destiny },
});

describe('1R152 Slider', () => {
  // Its 4 power against a 4/1/9 unit: equal destinies make a battle nobody wins, without casualties.
  it('1R152 Slider: battle destiny exactly 11: as the site battle ends (here with no winner), the opponent loses every card in hand', () => {
    sc([11, 11]).endBattle().resolve()
      .expectNoBattle().expectPiles(P2, { hand: 0, lost: 3 }).expectLog('P2 loses the whole hand: Destiny 1, Destiny 2, Plain Trooper.');
  });
  it('1R152 Slider: it works whoever won the battle: here the opponent wins by 2', () => {
    sc([11, 13]).toStep('loss').lose('reserve', P1).lose('reserve', P1).endBattle().resolve()
      .expectNoBattle().expectPiles(P2, { hand: 0, lost: 3 });
  });
  it('1R152 Slider: battle destiny 10 or 12: nothing', () => {
    sc([10, 10]).endBattle().expectStack(0).expectPiles(P2, { hand: 3 });
    sc([12, 12]).endBattle().expectStack(0).expectPiles(P2, { hand: 3 });
  });
  it('1R152 Slider: aboard a capital in a sector battle, nothing: that is no site battle', () => {
    sc([11, 11], 'Testland/Orbit', 'Ship 4/1/9').endBattle().expectStack(0).expectPiles(P2, { hand: 3 });
  });
});

// The Gambler: once a turn, lose a random card from your hand: immune to attrition until the end
// of the turn; once a turn, pay 2: put a card from your hand on top of your reserve.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const battle = (hand: string[]) => game({
  phase: 'battle',
  players: [{ hand }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['The Gambler', 'Plain Trooper'], ['Plain Trooper']] }],
  battle: { location: 'site', attacker: P1, step: 'window2', destiny: [0, 5] },
});

describe('1R158 The Gambler', () => {
  it('1R158 The Gambler: his only hand card is lost, and he may ignore attrition (R-BSTEP-13); once each turn (R-ABIL-03)', () => {
    battle(['Plain Wall']).use('The Gambler').resolve()
      .expectCard('Plain Wall', { zone: 'lost' }).expectPiles(P1, { hand: 0, active: 6 })
      .refuses('R-ABIL-03').use('The Gambler')
      .toStep('attrition').ignoreAttrition().expectCard('The Gambler', { damaged: false });
  });
  it('1R158 The Gambler: with an empty hand the cost can\'t be paid (R-PLAY-04)', () => {
    battle([]).refuses('R-PLAY-04').use('The Gambler');
  });
  it('1R158 The Gambler: pay 2: the chosen hand card goes on top of the reserve; once each turn (R-ABIL-03)', () => {
    battle(['Plain Wall', 'Plain Tank']).use('The Gambler', { ability: 1 }).resolve().pick('Plain Tank')
      .expectOnTop(P1, 'reserve', 'Plain Tank').expectPiles(P1, { hand: 1, active: 4 })
      .refuses('R-ABIL-03').use('The Gambler', { ability: 1 });
  });
});

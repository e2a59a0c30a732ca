// Seyaltika: once each turn, lose 3 and put a hand card on the used pile: it moves to a target sector.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (hand: string[] = ['Destiny 1']) => game({
  players: [{ hand }, {}],
  row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Seyaltika'], []] }, { card: 'Farland/Orbit', name: 'far', controller: P1 }],
});

describe('1U262 Seyaltika', () => {
  it('1U262 Seyaltika: lose 3 and a hand card to the used pile: it moves to the far sector (R-ABIL-08)', () => {
    sc().use('Seyaltika', { targets: ['far'], paying: ['Destiny 1'] }).lose('reserve').lose('reserve').lose('reserve').resolve()
      .expectCard('Seyaltika', { at: 'far' }).expectPiles(P1, { reserve: 3, hand: 0, used: 1 });
  });
  it('1U262 Seyaltika: with no card in hand it can\'t pay (R-PLAY-04)', () => {
    sc([]).refuses('R-PLAY-04').use('Seyaltika', { targets: ['far'] });
  });
});

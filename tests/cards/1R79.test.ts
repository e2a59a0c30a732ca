// Jikoku: Transport 4; once a turn, put a ship from your hand on your used pile (shown): immune to
// attrition until end of turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  players: [{ hand: [{ card: 'Plain Fighter', name: 'spare' }, { card: 'Plain Fighter', name: 'spare2' }, 'Plain Trooper'] }, {}],
  row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Jikoku'], []] }],
});

describe('1R79 Jikoku', () => {
  it('1R79 Jikoku: a fighter from hand goes on top of the used pile, shown; immune this turn; once a turn (R-ABIL-03)', () => {
    sc().use('Jikoku', { ability: 'immune', paying: ['spare'] }).resolve().expectOnTop(P1, 'used', 'spare').expectLog('Plain Fighter from hand')
      .expectLog('Jikoku (P1): This card is immune to attrition until the end of the turn')
      .refuses('R-ABIL-03').use('Jikoku', { ability: 'immune', paying: ['spare2'] });
  });
  it('1R79 Jikoku: a character from hand can\'t pay (R-PLAY-04)', () => {
    sc().refuses('R-PLAY-04').use('Jikoku', { ability: 'immune', paying: ['Plain Trooper'] });
  });
});

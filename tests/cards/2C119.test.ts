// Clandestine Team: once a turn, only in your move phase, at no cost: move it to a related location
// (by an ability, not a movement action: R-ABIL-08).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (phase: 'move' | 'deploy') => game({
  phase,
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Clandestine Team'], []] },
    { card: 'Testland/South', name: 'south', controller: P1 }, { card: 'Farland/Outpost', name: 'far', controller: P1 }],
});

describe('2C119 Clandestine Team', () => {
  it('2C119 Clandestine Team: it moves to the related site, free (the unrelated one is not offered); once a turn (R-ABIL-03)', () => {
    sc('move').use('Clandestine Team').resolve().expectCard('Clandestine Team', { at: 'south' }).expectPiles(P1, { active: 6 })
      .expectLog('not a movement action, R-ABIL-08').refuses('R-ABIL-03').use('Clandestine Team');
  });
  it('2C119 Clandestine Team: with two related sites you choose', () => {
    game({ phase: 'move', row: [{ card: 'Testland/North', controller: P1, cards: [['Clandestine Team'], []] },
      { card: 'Testland/South', name: 'south', controller: P1 }, { card: 'Testland/Middle', name: 'middle', controller: P1 }] })
      .use('Clandestine Team').resolve().pick('middle').expectCard('Clandestine Team', { at: 'middle' });
  });
  it('2C119 Clandestine Team: not in the deploy phase (R-GEN-02)', () => {
    sc('deploy').refuses('R-GEN-02').use('Clandestine Team');
  });
});

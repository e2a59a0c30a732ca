// Crown Vessel: once a turn, lose 2: the ship and every unit aboard are immune to attrition until
// the end of the turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const battle = () => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[{ card: 'Crown Vessel', beneath: ['Plain Pilot'] }], ['Plain Fighter']] }],
  battle: { location: 'orbit', attacker: P1, step: 'window2', destiny: [0, 9] },
});

describe('2U95 Crown Vessel', () => {
  it('2U95 Crown Vessel: after losing 2, the attrition may be ignored (R-BSTEP-14); once each turn (R-ABIL-03)', () => {
    battle().use('Crown Vessel').lose('reserve').lose('reserve').resolve().expectPiles(P1, { lost: 2 })
      .refuses('R-ABIL-03').use('Crown Vessel')
      .toStep('attrition').ignoreAttrition().expectCard('Crown Vessel', { damaged: false }).expectCard('Plain Pilot', { damaged: false });
  });
  it('2U95 Crown Vessel: without it, the ship takes the attrition (R-BSTEP-13)', () => {
    battle().toStep('attrition').refuses('R-BSTEP-13').ignoreAttrition().expectDecision('attrition');
  });
});

// Protective Fire: a target ship and the units aboard it are immune to attrition until the end of
// the turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (pilotedBare = false) => game({
  phase: 'battle', players: [{ hand: ['Protective Fire'] }, {}],
  row: [{ card: 'Depots/Shi Depot', controller: P1, cards: [[], []] }, { card: 'Shiland/Orbit', name: 'orbit', controller: P1,
    cards: [[{ card: 'Plain Fighter', name: 'covered', beneath: ['Plain Pilot'] }, { card: 'Plain Fighter', name: 'bare', beneath: pilotedBare ? [{ card: 'Plain Pilot', name: 'other pilot' }] : [] }], ['Plain Capital']] }],
  battle: { location: 'orbit', attacker: P1, step: 'window2', destiny: [0, 9] },
});

describe('2U103 Protective Fire', () => {
  it('2U103 Protective Fire: the ship and its pilot are immune, so the attrition may be ignored once only they are left (R-BSTEP-14)', () => {
    sc().play('Protective Fire', { targets: ['covered'] }).resolve().expectCard('Protective Fire', { zone: 'lost' })
      .toStep('attrition').expectCard('bare', { damaged: true }).ignoreAttrition()
      .expectCard('covered', { damaged: false }).expectCard('Plain Pilot', { damaged: false });
  });
  it('2U103 Protective Fire: another ship of yours and its pilot are not covered (R-BSTEP-13)', () => {
    sc(true).play('Protective Fire', { targets: ['covered'] }).resolve()
      .toStep('attrition').refuses('R-BSTEP-13').ignoreAttrition().expectDecision('attrition', P1);
  });
  it('2U103 Protective Fire: without it, the covered ship takes attrition like any other (R-BSTEP-13)', () => {
    sc().toStep('attrition').refuses('R-BSTEP-13').ignoreAttrition().expectDecision('attrition', P1);
  });
});

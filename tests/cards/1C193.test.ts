// Ordnance Master: once a turn, lose 3: if it has a weapon, +3 power, tactics and defense and
// immune to attrition until end of turn.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (armed: boolean, reserve = 6) => game({
  phase: 'battle', players: [{ active: [], reserve: energy(reserve) }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Ordnance Master', beneath: armed ? ['Plain Rifle'] : [] }], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window2', destiny: [0, 5] },
});

describe('1C193 Ordnance Master', () => {
  it('1C193 Ordnance Master: armed, lose 3: 4/4/4 and attrition 5 may be ignored', () => {
    sc(true).use('Ordnance Master').resolve().toStep('attrition').ignoreAttrition()
      .expectCard('Ordnance Master', { power: 4, tactics: 4, defense: 4, damaged: false }).expectPiles(P1, { lost: 3 });
  });
  it('1C193 Ordnance Master: unarmed: 3 lost, no bonus; once a turn (R-ABIL-03)', () => {
    sc(false).use('Ordnance Master').resolve()
      .refuses('R-ABIL-03').use('Ordnance Master')
      .expectCard('Ordnance Master', { power: 1, tactics: 1, defense: 1 }).expectPiles(P1, { lost: 3 });
  });
  it('1C193 Ordnance Master: with only 2 energy and no hand the cost cannot be paid (R-PLAY-04)', () => {
    sc(true, 2).refuses('R-PLAY-04').use('Ordnance Master');
  });
});

// Damir Aeronaut: Piloting 2. Once each turn, lose 1: if the ship it is aboard has a weapon beneath
// it, that ship and the characters aboard it are immune to attrition and the ship gets +4 power,
// until the end of the turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (armed = true) => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1,
    cards: [[{ card: 'Plain Fighter', name: 'ship', beneath: ['Damir Aeronaut', ...(armed ? ['Plain Ship Gun'] : [])] }], ['Plain Capital']] }],
  battle: { location: 'orbit', attacker: P1, step: 'window2', destiny: [0, 9] },
});

describe('1U175 Damir Aeronaut', () => {
  it('1U175 Damir Aeronaut: Piloting 2 makes the ship power 2 + 2 (R-KW-PILOT-01)', () => {
    sc().expectCard('ship', { power: 4, tactics: 4 });
  });
  it('1U175 Damir Aeronaut: with a weapon aboard, lose 1: the ship gets +4 power and it and Damir may ignore attrition (R-BSTEP-14); once each turn (R-ABIL-03)', () => {
    sc().use('Damir Aeronaut', { ability: 'immune' }).lose('reserve').resolve().expectCard('ship', { power: 8 }).expectPiles(P1, { lost: 1 })
      .refuses('R-ABIL-03').use('Damir Aeronaut', { ability: 'immune' })
      .toStep('attrition').ignoreAttrition().expectCard('ship', { damaged: false }).expectCard('Damir Aeronaut', { damaged: false });
  });
  it('1U175 Damir Aeronaut: with no weapon beneath the ship, the energy is lost for nothing', () => {
    sc(false).use('Damir Aeronaut', { ability: 'immune' }).lose('reserve').resolve().expectCard('ship', { power: 4 })
      .toStep('attrition').refuses('R-BSTEP-13').ignoreAttrition().expectDecision('attrition', P1);
  });
});

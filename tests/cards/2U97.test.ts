// Eavesdropper: as an extra cost, damage a target unit of yours with Scouting in a site battle; until
// the end of the turn your units at that site are immune to attrition.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (opts: { scoutDamaged?: boolean } = {}) => game({
  phase: 'battle',
  players: [{ hand: ['Eavesdropper'] }, {}],
  row: [
    { card: 'Depots/Shi Depot', name: 'here', controller: P1,
      cards: [[{ card: 'Test Scout', name: 'scout', damaged: opts.scoutDamaged ?? false }, { card: 'Plain Trooper', name: 'a' }], ['Plain Officer']] },
    { card: 'Testland/North', name: 'away', controller: P1, cards: [[{ card: 'Test Scout', name: 'far scout' }], []] },
  ],
  battle: { location: 'here', attacker: P1, step: 'window2', destiny: [0, 3] },
});

describe('2U97 Eavesdropper', () => {
  it('2U97 Eavesdropper: the scout is damaged to pay; every unit of yours at that site ignores the attrition (R-BSTEP-13)', () => {
    setup().play('Eavesdropper', { targets: ['scout'] }).resolve().expectCard('scout', { damaged: true })
      .toStep('attrition').ignoreAttrition()
      .expectCard('a', { damaged: false, zone: 'table' }).expectBattle({ step: 'window3' });
  });
  it('2U97 Eavesdropper: the target needs Scouting and a site battle (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').play('Eavesdropper', { targets: ['a'] })
      .refuses('R-TGT-04').play('Eavesdropper', { targets: ['far scout'] });
  });
  it('2U97 Eavesdropper: a scout already damaged can\'t pay the extra cost (R-PLAY-04)', () => {
    setup({ scoutDamaged: true }).refuses('R-PLAY-04').play('Eavesdropper', { targets: ['scout'] });
  });
});

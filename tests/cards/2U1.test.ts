// Aftermath: destroy a target weapon at a site where a character of yours has tactics 3 or more.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy',
  players: [{ hand: ['Aftermath'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Officer'], [{ card: 'Plain Trooper', beneath: [{ card: 'Plain Rifle', name: 'near' }] }]] },
    { card: 'Testland/South', name: 'south', controller: P1, cards: [['Plain Trooper'], [{ card: 'Plain Wall', beneath: [{ card: 'Plain Rifle', name: 'far' }] }]] }],
});

describe('2U1 Aftermath', () => {
  it('2U1 Aftermath: where your officer (tactics 4) stands, the opposing rifle is destroyed; the card is lost', () => {
    setup().play('Aftermath', { targets: ['near'] }).resolve()
      .expectCard('near', { zone: 'lost' }).expectCard('Aftermath', { zone: 'lost' });
  });
  it('2U1 Aftermath: where your character has tactics 2, the rifle is not a legal target (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').play('Aftermath', { targets: ['far'] });
  });
});

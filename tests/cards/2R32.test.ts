// Dance of Steel: whenever a battle destiny card of yours is turned over, you may retrieve as many
// cards as the opposing units already damaged in that battle.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'battle', players: [{ assets: ['Dance of Steel'], reserve: energy(6), lost: ['Destiny 1', 'Destiny 2', 'Destiny 4'] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1,
    cards: [['Plain Officer'], [{ card: 'Plain Trooper', name: 'hurt1', damaged: true }, { card: 'Plain Trooper', name: 'hurt2', damaged: true }, 'Plain Wall']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});

describe('2R32 Dance of Steel', () => {
  it('2R32 Dance of Steel: two damaged opposing units: the reveal retrieves 2 (R-ENERGY-11)', () => {
    sc().toStep('destiny').reveal().reveal(false).resolve().yes().expectPiles(P1, { lost: 1, used: 3 });
  });
  it('2R32 Dance of Steel: the retrieval is optional', () => {
    sc().toStep('destiny').reveal().reveal(false).resolve().no().expectPiles(P1, { lost: 3, used: 1 });
  });
});

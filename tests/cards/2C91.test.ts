// Carabinier: Quickdraw 1: its weapon's bulleted abilities may be used once more each turn.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (host: string) => game({
  phase: 'battle', players: [{ reserve: energy(4, 0) }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: host, beneath: ['Assault Carbine'] }], [{ card: 'Plain Wall', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});
const atFoe = { targets: ['foe'] };

describe('2C91 Carabinier', () => {
  it('2C91 Carabinier: the Assault Carbine beneath it is used twice; the third use is refused (R-ABIL-03)', () => {
    sc('Carabinier').use('Assault Carbine', atFoe).resolve().use('Assault Carbine', atFoe).resolve()
      .refuses('R-ABIL-03').use('Assault Carbine', atFoe).expectPiles(P1, { active: 4 });
  });
  it('2C91 Carabinier: under a plain trooper the Carbine is used once', () => {
    sc('Plain Trooper').use('Assault Carbine', atFoe).resolve().refuses('R-ABIL-03').use('Assault Carbine', atFoe);
  });
});

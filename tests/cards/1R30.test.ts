// Inca 1: units with Piloting that you play aboard it cost 2 energy less.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy',
  players: [{ hand: [{ card: 'Costly Pilot', name: 'pilot' }, { card: 'Costly Warrior', name: 'warrior' }] }, {}],
  row: [
    { card: 'Depots/Earther Depot', name: 'depot', controller: P1, cards: [['Plain Trooper'], []] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Inca 1', { card: 'Plain Fighter', name: 'other ship' }], []] },
  ],
});

describe('1R30 Inca 1', () => {
  it('1R30 Inca 1: a unit with Piloting played aboard it costs 2 less (R-PLAY-10)', () => {
    setup().play('pilot', { at: 'Inca 1' }).resolve().expectCard('pilot', { under: 'Inca 1' }).expectPiles(P1, { active: 5 });
  });
  it('1R30 Inca 1: aboard another ship it costs full', () => {
    setup().play('pilot', { at: 'other ship' }).resolve().expectCard('pilot', { under: 'other ship' }).expectPiles(P1, { active: 3 });
  });
  it('1R30 Inca 1: a unit without Piloting costs full aboard it', () => {
    setup().play('warrior', { at: 'Inca 1' }).resolve().expectCard('warrior', { under: 'Inca 1' }).expectPiles(P1, { active: 3 });
  });
});

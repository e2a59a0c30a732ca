// Conservation: one copy at most beneath a kizen; once each turn, damaging a character of yours in a
// site battle where the kizen is activates twice that character's energy cost.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (battle = true) => game({
  phase: battle ? 'battle' : 'deploy',
  players: [{ hand: [{ card: 'Conservation', name: 'second' }] }, {}],
  row: [
    { card: 'Quayland/Den', name: 'here', controller: P1,
      cards: [[{ card: 'Plain Kizen', name: 'kizen', beneath: [{ card: 'Conservation', name: 'conservation' }] }, { card: 'Test Costly', name: 'costly' }, { card: 'Costly Warrior', name: 'warrior' }],
        ['Plain Officer']] },
    { card: 'Testland/North', name: 'away', controller: P1, cards: [[{ card: 'Costly Warrior', name: 'far' }], []] },
  ],
  ...(battle ? { battle: { location: 'here', attacker: P1, step: 'window1' } } : {}),
});
const spend = (card: string) => ({ ability: 'activate', targets: [card] });

describe('1R228 Conservation', () => {
  it('1R228 Conservation: damaging a character costing 2 activates 4 energy', () => {
    setup().use('conservation', spend('costly')).resolve()
      .expectCard('costly', { damaged: true }).expectPiles(P1, { active: 10, reserve: 2 });
  });
  it('1R228 Conservation: a character costing 3 activates 6; once each turn (R-ABIL-03)', () => {
    setup().use('conservation', spend('warrior')).resolve().expectPiles(P1, { active: 12, reserve: 0 })
      .refuses('R-ABIL-03').use('conservation', spend('costly'));
  });
  it('1R228 Conservation: only a character of yours in the site battle here (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').use('conservation', spend('far')).refuses('R-TGT-04').use('conservation', spend('Plain Officer'));
    setup(false).refuses('R-TGT-04').use('conservation', spend('costly'));
  });
  it('1R228 Conservation: a second copy can\'t go beneath the same kizen (R-ASSET-04)', () => {
    setup(false).refuses('R-ASSET-04').play('second', { at: 'kizen' });
  });
});

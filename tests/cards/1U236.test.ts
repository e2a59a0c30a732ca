// Katal Dalaka: once a turn, pay 1: if the target opposing unit in a site battle here has defense
// < destiny, damage it, and the opponent chooses to pay 2 or to lose 2.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

// P1's trooper carries the dalaka; P2's officer has defense 3.
const setup = (topDestiny: string, theirActive = 6, battle = true) => game({
  phase: 'battle',
  players: [{ reserve: [topDestiny, ...energy(4)] }, { active: energy(theirActive) }],
  row: [{ card: 'Testland/North', name: 'site', controller: P1,
    cards: [[{ card: 'Plain Trooper', name: 'host', beneath: ['Katal Dalaka'] }], [{ card: 'Plain Officer', name: 'foe' }]] }],
  ...(battle ? { battle: { location: 'site', attacker: P1, step: 'window1' as const } } : {}),
});
const strike = { targets: ['foe'] };

describe('1U236 Katal Dalaka', () => {
  it('1U236 Katal Dalaka: destiny 4 beats defense 3: damaged, and the opponent chooses to pay 2', () => {
    setup('Destiny 4').use('Katal Dalaka', strike).resolve().expectDecision('option', P2).option('pay')
      .expectCard('foe', { damaged: true }).expectPiles(P2, { active: 4, used: 2, lost: 0 }).expectPiles(P1, { active: 5 });
  });
  it('1U236 Katal Dalaka: or the opponent chooses to lose 2 (R-ENERGY-06)', () => {
    setup('Destiny 4').use('Katal Dalaka', strike).resolve().option('lose').lose('reserve').lose('reserve')
      .expectPiles(P2, { lost: 2, active: 6 });
  });
  it('1U236 Katal Dalaka: with 1 active energy the opponent can only lose (the one option left is taken at once)', () => {
    setup('Destiny 4', 1).use('Katal Dalaka', strike).resolve().expectDecision('lose', P2)
      .lose('reserve').lose('reserve').expectPiles(P2, { lost: 2 });
  });
  it('1U236 Katal Dalaka: destiny 3 is not more than 3: no damage and nothing to pay; once each turn (R-ABIL-03)', () => {
    setup('Destiny 3').use('Katal Dalaka', strike).resolve().expectDecision(null).expectCard('foe', { damaged: false })
      .expectPiles(P2, { active: 6 }).refuses('R-ABIL-03').use('Katal Dalaka', strike);
  });
  it('1U236 Katal Dalaka: with no battle here the officer is not a legal target (R-TGT-04)', () => {
    setup('Destiny 4', 6, false).refuses('R-TGT-04').use('Katal Dalaka', strike);
  });
});

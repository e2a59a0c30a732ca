// Sitka: once a turn, two hand cards to your used pile: immune to attrition this turn; your total power
// in site battles here -4; when she is lost from a site, your opponent loses 1 per unit of theirs there.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'battle', players: [{ hand: [{ card: 'Destiny 1', name: 'h1' }, { card: 'Destiny 1', name: 'h2' }, { card: 'Destiny 1', name: 'h3' }] }, { hand: ['Test Strike'] }],
  row: [{ card: 'Quayland/Den', name: 'here', controller: P1, cards: [['Sitka', 'Plain Trooper', 'Plain Tank'], [{ card: 'Plain Trooper', name: 'foe' }, 'Plain Officer']] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
});

describe('1R263 Sitka', () => {
  it('1R263 Sitka: your total power in the battle is 0 + 2 + 3 - 4 = 1', () => {
    sc().toStep('window4').expectBattle({ power: [1, 3] });
  });
  it('1R263 Sitka: destroyed at the site, P2 loses 1 per unit of theirs there: 2', () => {
    sc().pass(P1).play('Test Strike', { targets: ['Sitka'] }).resolve().resolve().lose('reserve', P2).lose('reserve', P2)
      .expectPiles(P2, { lost: 2 }).expectDecision(null);
  });
  it('1R263 Sitka: two hand cards on the used pile make her immune; once a turn (R-ABIL-03)', () => {
    sc().use('Sitka', { ability: 'immune', paying: ['h1', 'h2'] }).resolve().expectPiles(P1, { hand: 1, used: 2 })
      .refuses('R-ABIL-03').use('Sitka', { ability: 'immune', paying: ['h3'] });
  });
});

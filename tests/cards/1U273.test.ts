// Volt Scrounge (inverter): put another character of yours here on its owner's used pile:
// invert. When you invert it, the opponent pays 2 and you activate up to 2.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = (others: string[]) => game({
  row: [{ card: 'Testland/North', controller: P1, cards: [['Volt Scrounge', ...others.map((name) => ({ card: 'Plain Trooper', name }))], []] }],
});
const inverted = () => setup(['aide']).use('Volt Scrounge', { paying: ['aide'] }).resolve().resolve();

describe('1U273 Volt Scrounge', () => {
  it('1U273 Volt Scrounge: inverted (power 1, defense 1); the opponent pays 2 and you activate 2 (reserve 6 -> 4)', () => {
    inverted().amount(2)
      .expectCard('Volt Scrounge', { inverted: true, power: 1, tactics: 4, defense: 1 }).expectCard('aide', { zone: 'used' })
      .expectPiles(P2, { active: 4 }).expectPiles(P1, { reserve: 4, active: 8 });
  });
  it('1U273 Volt Scrounge: activating is up to 2: choosing 0 activates nothing', () => {
    inverted().amount(0).expectPiles(P2, { active: 4 }).expectPiles(P1, { reserve: 6 });
  });
  it('1U273 Volt Scrounge: with no other character here it can\'t be inverted (R-PLAY-04)', () => {
    setup([]).refuses('R-PLAY-04').use('Volt Scrounge', { paying: ['Volt Scrounge'] });
  });
});

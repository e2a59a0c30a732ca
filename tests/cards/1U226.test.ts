// Chuluktika: pay 3, not in a battle phase: a target vehicle at a related site moves to a site
// adjacent to it.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (phase: 'move' | 'battle', at = 'north') => game({
  phase,
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [at === 'north' ? [{ card: 'Plain Tank', name: 'tank' }] : [], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [at === 'middle' ? [{ card: 'Plain Tank', name: 'tank' }] : [], []] },
    { card: 'Testland/South', name: 'south', controller: P1 }, { card: 'Farland/Outpost', name: 'far', controller: P1 },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Chuluktika'], []] }],
});

describe('1U226 Chuluktika', () => {
  it('1U226 Chuluktika: the tank at North moves to Middle, the one site adjacent to it (R-ABIL-08)', () => {
    sc('move').use('Chuluktika', { targets: ['tank'] }).resolve().expectCard('tank', { at: 'middle' }).expectPiles(P1, { active: 3 });
  });
  it('1U226 Chuluktika: from Middle you choose North or South; an unrelated site is not offered (R-EFF-07)', () => {
    sc('move', 'middle').use('Chuluktika', { targets: ['tank'] }).resolve().refuses('R-EFF-07').pick('far').pick('south')
      .expectCard('tank', { at: 'south' });
  });
  it("1U226 Chuluktika: not during a battle phase (R-GEN-02)", () => {
    sc('battle').refuses('R-GEN-02').use('Chuluktika', { targets: ['tank'] });
  });
});

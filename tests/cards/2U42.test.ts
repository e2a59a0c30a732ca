// Kayu Gekkane: at a site where your opponent has fewer than three units, they reveal no battle destiny in
// battles there.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const battle = (theirs: number) => game({
  phase: 'battle', turnPlayer: P2, players: [{ reserve: energy(4, 2) }, { reserve: energy(4, 5) }],
  row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1, cards: [['Kayu Gekkane', 'Plain Officer'],
    Array.from({ length: theirs }, (_, i) => ({ card: 'Plain Officer', name: `o${i}` })) as never] }],
  battle: { location: 'here', attacker: P2, step: 'window1' },
}).toStep('destiny');

describe('2U42 Kayu Gekkane', () => {
  it('2U42 Kayu Gekkane: against two opposing units, they reveal nothing; you still do', () => {
    battle(2).reveal(true, P1).expectBattle({ destiny: [2, 0], step: 'window2' });
  });
  it('2U42 Kayu Gekkane: against three, they reveal as usual', () => {
    battle(3).reveal(true, P2).reveal(true, P1).expectBattle({ destiny: [2, 5] });
  });
});

// Traginium Harvest: as the opponent's battle phase ends, if some place held forces of both sides
// and saw no attack from them, and this asset holds fewer than two cards, they lose 1 energy, which
// is stacked face down on the asset.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (o: { attacked?: boolean; stacked?: number; mineThere?: boolean } = {}) => game({
  phase: 'battle', turnPlayer: P2,
  players: [{ assets: [{ card: 'Traginium Harvest', stacked: ['Destiny 1', 'Destiny 2'].slice(0, o.stacked ?? 0) } as unknown as string] }, {}],
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [o.mineThere === false ? [] : ['Plain Trooper'], ['Plain Trooper']] }],
  counters: { attacked: o.attacked ? ['north'] : [] },
}).toPhase('move', P2);

describe('2U112 Traginium Harvest', () => {
  it('2U112 Traginium Harvest: no attack where both have a unit: your opponent loses 1, stacked here (R-ASSET-05)', () => {
    sc().resolve().lose('reserve', P2).expectStackedOn('Traginium Harvest', 1).expectPiles(P2, { lost: 0 });
  });
  it('2U112 Traginium Harvest: an attack there this phase: nothing happens', () => {
    sc({ attacked: true }).expectStack(0).expectStackedOn('Traginium Harvest', 0);
  });
  it('2U112 Traginium Harvest: no location where both players have a ship or unit: nothing happens', () => {
    sc({ mineThere: false }).expectStack(0).expectStackedOn('Traginium Harvest', 0);
  });
  it('2U112 Traginium Harvest: two cards stacked already: nothing more is stacked', () => {
    sc({ stacked: 2 }).resolve().expectStackedOn('Traginium Harvest', 2).expectPiles(P2, { lost: 0 });
  });
});

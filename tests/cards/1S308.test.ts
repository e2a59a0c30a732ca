// Ganymede/Pilgrims’ Camp: Unlimited; Encampment (its icons join your side of the host).
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../cards';
import { validateDeck } from '../../src/engine/decks';
import { game, P1, P2 } from '../kit/driver';

const camp = 'Ganymede/Pilgrims’ Camp';
const setup = (beneath: string[] = []) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: camp, name: 'camp' }] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, beneath: [beneath, []] }],
});

describe('1S308 Ganymede/Pilgrims’ Camp', () => {
  it('1S308 Ganymede/Pilgrims’ Camp: stacked beneath a site it adds 1 energy icon (activation 1 + 2 + 1 = 4) and a Gongen support icon', () => {
    setup().play('camp', { at: 'site', encamp: true }).resolve()
      .expectActivationMax(P1, 4).expectActivationMax(P2, 3).expectCard('camp', { under: 'site' })
      .expectSupportIcons('site', P1, { Gongen: 1 });
  });
  it('1S308 Ganymede/Pilgrims’ Camp: only one of your encampments beneath a location (R-ENC-04)', () => {
    setup([camp]).refuses('R-ENC-04').play('camp', { at: 'site', encamp: true });
  });
  it('1S308 Ganymede/Pilgrims’ Camp: Unlimited lets a deck hold five copies; a plain site may not', () => {
    const unlimited = (n: string) => (CARDS[n]?.abilities ?? []).some((a) => a.kind === 'keyword' && a.keyword === 'unlimited');
    const deck = (n: string) => ({ cards: [{ number: n, qty: 5 }, { number: '1C70', qty: 4 }, { number: '1C93', qty: 3 },
      ...['1U99', '1C63', '1C80', '1C110', '1C71', '1C108', '1U77', '1C100', '1U106', '1U76', '1PF2', '1U85'].map((number) => ({ number, qty: 4 }))] });
    const problems = (n: string) => validateDeck(deck(n), (x) => CARDS[x], { isUnlimited: unlimited }).filter((p) => p.cards?.includes(n));
    expect(problems('1S308')).toEqual([]);
    expect(problems('1C311').map((p) => p.rule)).toEqual(['R-SETUP-03']);
  });
});

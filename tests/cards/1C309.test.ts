// Ganymede/Traginium Source: a drain here grows by 1 per related site its drainer controls.
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/engine/cards/types';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const mine: CardDef = { number: 'T11', title: 'Ganymede/Test Mine', unique: false, set: 1, faction: 'Independent', type: 'LOCATION',
  kind: 'Site', labels: [], energyCost: 0, destiny: 0, supportCost: {}, text: 'test site', abilities: [], energyIcons: { yourSide: 1, opponentSide: 1 } };
const setup = (atMine: [string[], string[]]) => game({
  phase: 'control',
  cards: { T11: mine },
  row: [
    { card: 'T11', name: 'mine', controller: 0, cards: atMine },
    { card: '1C309', name: 'source', controller: 0, cards: [[T.fighter], []] },
  ],
  actions: [{ type: 'drain', seat: 0, location: '@source' }, ...passes(),
    { type: 'choose', seat: 1, choice: { lose: 'reserve' } }, { type: 'choose', seat: 1, choice: { lose: 'reserve' } }],
});

describe('1C309 Ganymede/Traginium Source', () => {
  it('1C309 Ganymede/Traginium Source: 1 icon on the opponent\'s side + 1 related site controlled: the opponent loses 2', () => {
    play({ ...setup([[T.trooper], []]), expect: { piles: { 1: { lost: 2, reserve: 4 } }, log: ['loses 2'] } });
  });
  it('1C309 Ganymede/Traginium Source: a contested related site does not count: the drain is 1', () => {
    const sc = setup([[T.trooper], [T.trooper]]);
    play({ ...sc, actions: sc.actions!.slice(0, 4), expect: { piles: { 1: { lost: 1 } }, log: ['loses 1'] } });
  });
});

// Expansion: fetch from the reserve an encampment whose support icon matches one of yours; or,
// when all your support icons are of one faction, any encampment.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (sites: string[]) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1C280', name: 'expansion' }], reserve: [{ card: '1S301', name: 'earther' }, { card: '1S305', name: 'quay' }, T.d3, T.d3] }, {}],
  row: sites.map((card) => ({ card, controller: 0 as const })),
});
const cast = [{ type: 'play', seat: 0, card: '@expansion' }, ...passes()];

describe('1C280 Expansion', () => {
  it('1C280 Expansion: with Quay and Gongen icons only the Quay encampment is offered', () => {
    play({ ...setup([T.quaySite, T.gongenSite]), actions: [...cast, { type: 'choose', seat: 0, choice: { pick: '@earther' }, refused: 'R-EFF-07' },
      { type: 'choose', seat: 0, choice: { pick: '@quay' } }], expect: { cards: { '@quay': { zone: 'hand' }, '@expansion': { zone: 'lost' } } } });
  });
  it('1C280 Expansion: with only Quay icons any encampment may be downloaded', () => {
    play({ ...setup([T.quaySite]), actions: [...cast, { type: 'choose', seat: 0, choice: { pick: '@earther' } }],
      expect: { cards: { '@earther': { zone: 'hand' } } } });
  });
  it('1C280 Expansion: with no support icons nothing can be downloaded', () => {
    play({ ...setup([T.north]), actions: cast, expect: { decision: null, piles: { 0: { hand: 0, reserve: 4 } } } });
  });
});

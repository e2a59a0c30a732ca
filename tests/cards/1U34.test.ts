// Ivan McCarr: his opponent pays 1 more energy for each card they play using support icons at his
// location.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

// P2's turn. P2 controls the Earther depot (their side holds its Earther icons), where P1's Ivan
// stands; P2's Maverick depot and a plain site are elsewhere.
const sc = (o: { ivanAt?: 'depot' | 'site'; active?: number; secondDepot?: boolean } = {}) => game({
  phase: 'deploy', turnPlayer: P2,
  players: [{}, { hand: ['Earther Recruit', 'Maverick Recruit'], active: energy(o.active ?? 6) }],
  row: [{ card: 'Depots/Earther Depot', name: 'depot', controller: P2, cards: [o.ivanAt === 'site' ? [] : ['Ivan McCarr'], []] },
    { card: 'Depots/Maverick Depot', controller: P2, cards: [[], []] },
    ...(o.secondDepot ? [{ card: 'Depots/Earther Depot', name: 'depot2', controller: P2, cards: [[], []] as [string[], string[]] }] : []),
    { card: 'Testland/North', name: 'site', controller: P2, cards: [o.ivanAt === 'site' ? ['Ivan McCarr'] : [], []] }],
});

describe('1U34 Ivan McCarr', () => {
  it('1U34 Ivan McCarr: an Earther card P2 plays uses the Earther icons at his location: 1 more energy (R-PLAY-04)', () => {
    sc().play('Earther Recruit', { at: 'site' }).expectPiles(P2, { active: 4 })
      .expectLog('P2 plays Earther Recruit at Testland/North for 2 energy.');
  });
  it('1U34 Ivan McCarr: a Maverick card uses no icon at his location: its cost is unchanged (R-PLAY-03)', () => {
    sc().play('Maverick Recruit', { at: 'site' }).expectPiles(P2, { active: 5 });
  });
  it('1U34 Ivan McCarr: at a location where P2 has no support icons, nothing changes', () => {
    sc({ ivanAt: 'site' }).play('Earther Recruit', { at: 'site' }).expectPiles(P2, { active: 5 });
  });
  it('1U34 Ivan McCarr: with 1 energy in the active pile P2 can\'t pay the 1 and the extra 1 (R-PLAY-04)', () => {
    sc({ active: 1 }).refuses('R-PLAY-04').play('Earther Recruit', { at: 'site' });
  });
  it('1U34 Ivan McCarr: ruling: Earther icons elsewhere that would do do not spare P2: every icon of the faction counts, so all are used', () => {
    sc({ secondDepot: true }).play('Earther Recruit', { at: 'site' }).expectPiles(P2, { active: 4 });
  });
  it('1U34 Ivan McCarr: his own player\'s plays are not taxed', () => {
    game({ phase: 'deploy', players: [{ hand: ['Earther Recruit'] }, {}],
      row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [['Ivan McCarr'], []] }, { card: 'Testland/North', name: 'site', controller: P1, cards: [[], []] }] })
      .play('Earther Recruit', { at: 'site' }).expectPiles(P1, { active: 5 });
  });
});

// Martial Interrogation: a target pending ship or unit goes back to its owner's hand unless that
// player pays 2 energy.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const played = (theirs = 6) => {
  const g = game({
    phase: 'deploy', turnPlayer: P2, players: [{ hand: ['Martial Interrogation'] }, { hand: [{ card: 'Plain Trooper', name: 'newcomer' }], active: energy(theirs) }],
    row: [{ card: 'Shiland/Keep', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P2, cards: [[], ['Plain Trooper']] }],
  }).play('newcomer', { at: 'site' }).pass(P2);
  return g.play('Martial Interrogation', { targets: [g.stackItem()] }).resolve();
};

describe('1C190 Martial Interrogation', () => {
  it("1C190 Martial Interrogation: P2 won't pay: the trooper goes back to P2's hand", () => {
    played().option('hand', P2).expectCard('newcomer', { zone: 'hand' }).expectStack(0);
  });
  it('1C190 Martial Interrogation: P2 pays 2 and the trooper enters play', () => {
    played().option('pay', P2).resolve().expectCard('newcomer', { zone: 'table', at: 'site' });
  });
});

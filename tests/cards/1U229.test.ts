// Defensive Position: may go beneath an opponent's site, only one where you have a unit. At the end of
// your opponent's turn it is dismissed, and the player with the higher total power here loses 4.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const ending = (mine: string, theirs: string) => game({
  phase: 'draw', turnPlayer: P2,
  row: [{ card: 'Testland/North', name: 'site', controller: P2, cards: [[mine], [theirs]], beneath: [['Defensive Position'], []] }],
}).toPhase('activate', P1);

describe('1U229 Defensive Position', () => {
  it("1U229 Defensive Position: at the end of the opponent's turn, their trooper (2) beats your officer (1): they lose 4; it is dismissed (AMB-18)", () => {
    ending('Plain Officer', 'Plain Trooper').resolve().lose('reserve').lose('reserve').lose('reserve').lose('reserve')
      .expectPiles(P2, { lost: 4 }).expectCard('Defensive Position', { zone: 'lost' });
  });
  it('1U229 Defensive Position: equal power: nobody loses anything', () => {
    ending('Plain Trooper', 'Plain Trooper').resolve().expectPiles(P2, { lost: 0 }).expectPiles(P1, { lost: 1 });
  });
  it('1U229 Defensive Position: only beneath a site where you have a unit (R-ASSET-02)', () => {
    game({ phase: 'deploy', players: [{ hand: ['Defensive Position'] }, {}],
      row: [{ card: 'Quayland/Den', controller: P1, cards: [[], []] }, { card: 'Testland/North', name: 'site', controller: P2, cards: [[], ['Plain Trooper']] }] })
      .refuses('R-ASSET-02').play('Defensive Position', { at: 'site' });
  });
});

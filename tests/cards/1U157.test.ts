// Sultry Opportunist: at the start of your control phase you may pay 2; then if your D beats the
// opponent's D, retrieve a card.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (mine: number, theirs: number, turnPlayer: 0 | 1 = P1) => game({
  phase: 'activate', turnPlayer, counters: { activated: true },
  players: [{ reserve: energy(3, mine), lost: [{ card: 'Plain Trooper', name: 'lostOne' }] }, { reserve: energy(3, theirs) }],
  row: [{ card: 'Testland/North', controller: P1, cards: [['Sultry Opportunist'], []] }],
});
/** The control phase starts and the Opportunist's ability resolves: pay 2 or not. */
const atControl = (mine: number, theirs: number) => sc(mine, theirs).toPhase('control').resolve();

describe('1U157 Sultry Opportunist', () => {
  it('1U157 Sultry Opportunist: pay 2, destiny 5 beats 2: the lost trooper is retrieved to the used pile', () => {
    atControl(5, 2).yes()
      .expectPhase('control').expectCard('lostOne', { zone: 'used' }).expectPiles(P1, { lost: 0, active: 4 });
  });
  it('1U157 Sultry Opportunist: destiny 3 against 3 is not higher: nothing retrieved', () => {
    atControl(3, 3).yes().expectCard('lostOne', { zone: 'lost' }).expectPiles(P1, { active: 4 });
  });
  it('1U157 Sultry Opportunist: you may decline: nothing is paid or revealed', () => {
    atControl(5, 2).no().expectPiles(P1, { active: 6, reserve: 3 });
  });
  it("1U157 Sultry Opportunist: not at the start of the opponent's control phase", () => {
    sc(5, 2, P2).toPhase('control').expectStack(0).expectDecision(null);
  });
});

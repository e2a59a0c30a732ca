// Traginium Stash: once a turn, in a battle after the battle destiny step, pay 1: if your battle
// destiny beats the opponent's and fewer than two cards are stacked here, the opponent loses 1
// and that card is stacked face down here.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const stash = 'Traginium Stash';
const sc = (step: 'window1' | 'window2', destiny: [number, number], stacked: string[] = [], battle = true) => game({
  phase: battle ? 'battle' : 'deploy',
  players: [{ assets: [{ card: stash, stacked }] }, { active: [], reserve: [{ card: 'Destiny 3', name: 'top' }, 'Destiny 3'] }],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] }],
  ...(battle ? { battle: { location: 'here', attacker: P1, step, destiny } } : {}),
});

describe('2U83 Traginium Stash', () => {
  it('2U83 Traginium Stash: battle destiny 4 against 2: the opponent loses 1, stacked on the stash, not in the lost pile', () => {
    sc('window2', [4, 2]).use(stash).resolve().refuses('R-ABIL-03').use(stash)
      .expectPiles(P1, { active: 5 }).expectPiles(P2, { lost: 0, reserve: 1 }).expectCard('top', { zone: 'stacked' })
      .expectStackedOn(stash, 1);
  });
  it('2U83 Traginium Stash: equal battle destiny (3 to 3): paid, nothing lost', () => {
    sc('window2', [3, 3]).use(stash).resolve().expectPiles(P1, { active: 5 }).expectPiles(P2, { lost: 0, reserve: 2 });
  });
  it('2U83 Traginium Stash: with two cards already stacked nothing more is taken', () => {
    sc('window2', [4, 2], ['Destiny 1', 'Destiny 1']).use(stash).resolve().expectPiles(P2, { reserve: 2 });
  });
  it('2U83 Traginium Stash: only after the battle destiny step (R-GEN-02), and not outside a battle', () => {
    sc('window1', [4, 2]).refuses('R-GEN-02').use(stash);
    sc('window2', [4, 2], [], false).refuses('R-GEN-02').use(stash);
  });
});

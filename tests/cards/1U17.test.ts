// Entrenched Infantry: at a site, playing a unit there costs its player 2 more energy lost, and
// each of your drains there makes you lose 2.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

// P1's Entrenched Infantry at P1's site.
const entrenched = { card: 'Testland/North', name: 'site', controller: P1, cards: [['Entrenched Infantry'], []] as [string[], string[]] };
const noActive = { reserve: energy(6), active: [] };

describe('1U17 Entrenched Infantry', () => {
  it('1U17 Entrenched Infantry: the opponent playing a unit at its site loses 2 more energy (R-PLAY-03)', () => {
    game({ phase: 'deploy', turnPlayer: P2, players: [{}, { ...noActive, hand: [{ card: 'Plain Trooper', name: 'newcomer' }] }], row: [entrenched] })
      .play('newcomer', { at: 'site' }).resolve()
      .expectPiles(P2, { lost: 2, reserve: 4 }).expectCard('newcomer', { at: 'site' });
  });
  it('1U17 Entrenched Infantry: its own controller pays the extra loss too; elsewhere nothing extra', () => {
    game({ phase: 'deploy', turnPlayer: P1,
      players: [{ ...noActive, hand: [{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }] }, {}],
      row: [entrenched, { card: 'Farland/Outpost', name: 'far', controller: P1 }] })
      .play('a', { at: 'site' }).lose('reserve').lose('reserve').resolve()
      .play('b', { at: 'far' }).resolve()
      .expectPiles(P1, { lost: 2, reserve: 4, hand: 0 }).expectCard('b', { at: 'far' });
  });
  it('1U17 Entrenched Infantry: your drain at its site makes the opponent lose 2 and then you lose 2', () => {
    game({ phase: 'control', turnPlayer: P1, players: [{ ...noActive }, { ...noActive }], row: [entrenched] })
      .drain('site').resolve().resolve()
      .expectPiles(P1, { lost: 2 }).expectPiles(P2, { lost: 2 }).expectLog("Entrenched Infantry's ability resolves");
  });
  it('1U17 Entrenched Infantry: aboard a ship at a sector it is not at a site: no extra loss on drains there', () => {
    game({ phase: 'control', turnPlayer: P1, players: [{ ...noActive }, { ...noActive }],
      row: [{ card: 'Testland/Orbit', name: 'sector', controller: P1, cards: [[{ card: 'Plain Fighter', beneath: ['Entrenched Infantry'] }], []] }] })
      .drain('sector').resolve()
      .expectPiles(P1, { lost: 0 }).expectPiles(P2, { lost: 2 }).expectStack(0);
  });
  it('1U17 Entrenched Infantry R-PLAY-04: a player who could not lose the extra 2 may not play a unit there', () => {
    game({ phase: 'deploy', turnPlayer: P2,
      players: [{}, { reserve: [], active: energy(1), hand: [{ card: 'Plain Trooper', name: 'newcomer' }] }], row: [entrenched] })
      .refuses('R-PLAY-04').play('newcomer', { at: 'site' })
      .expectPiles(P2, { hand: 1, active: 1 });
  });
});

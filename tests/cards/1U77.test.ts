// Ikazuchi T.S.V.: Size 3, Transport 4; each time a site battle begins here, the opponent pays 3.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const tsv = 'Ikazuchi T.S.V.';
const siteBattle = (turnPlayer: 0 | 1 = P1) => game({
  phase: 'battle', turnPlayer,
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [[tsv], ['Plain Trooper']] }],
}).attack('site').resolve().resolve();

describe('1U77 Ikazuchi T.S.V.', () => {
  it('1U77 Ikazuchi T.S.V.: when a battle begins at its site the opponent pays 3 (active 6 -> 3)', () => {
    siteBattle().expectPiles(P2, { active: 3, used: 3 }).expectPiles(P1, { active: 5 }).expectBattle({ step: 'window1' });
  });
  it('1U77 Ikazuchi T.S.V.: it also works when the opponent attacks there', () => {
    siteBattle(P2).expectPiles(P2, { active: 2 });
  });
  it('1U77 Ikazuchi T.S.V.: not at a sector battle (it is aboard a ship there)', () => {
    game({
      phase: 'battle',
      row: [{ card: 'Testland/Orbit', name: 'sector', controller: P1, cards: [[{ card: 'Plain Capital', beneath: [tsv] }], ['Plain Capital']] }],
    }).attack('sector').resolve().expectPiles(P2, { active: 6 });
  });
  it('1U77 Ikazuchi T.S.V.: size 3 does not fit aboard a ship with capacity 2 (R-UNIT-05); Transport carries a character', () => {
    game({
      phase: 'deploy',
      players: [{ hand: [tsv] }, {}],
      row: [{ card: 'Gongland/Orbit', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'small' }], []] }],
    }).refuses('R-UNIT-05').play(tsv, { at: 'small' });
    game({
      phase: 'move',
      row: [
        { card: 'Testland/North', name: 'n', controller: P1, cards: [[tsv, 'Plain Trooper'], []] },
        { card: 'Testland/Middle', name: 'm', controller: P1 },
      ],
    }).move(tsv, 'm', { transport: ['Plain Trooper'] }).resolve()
      .expectCard(tsv, { at: 'm' }).expectCard('Plain Trooper', { at: 'm' });
  });
});

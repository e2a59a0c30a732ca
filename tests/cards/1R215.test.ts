// Vestiges: each battle you win, you may stack the top card of your reserve on it face down. Three cards
// stacked on it go on top of your used pile to play a character from your lost pile for 3 less.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const won = () => game({
  phase: 'battle',
  players: [{ assets: ['Vestiges'], reserve: [{ card: 'Destiny 5', name: 'top' }, ...energy(5)] }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Plain Officer', 'Plain Trooper'], [{ card: 'Plain Officer', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
}).toStep('window4').resolve();

const stacked = (n: number, lost: Entry[] = [{ card: 'Plain Gongen Monk', name: 'monk' }]) => game({
  phase: 'deploy',
  players: [{ assets: [{ card: 'Vestiges', stacked: Array.from({ length: n }, (_, i) => ({ card: 'Destiny 1', name: `v${i}` })) }], lost }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'shrine', controller: P1, cards: [[], []] }],
});

describe('1R215 Vestiges', () => {
  it('1R215 Vestiges: you win a battle: you may stack your top reserve card on it, unseen', () => {
    won().yes().expectBattle({ winner: P1 }).expectCard('top', { zone: 'stacked' }).expectStackedOn('Vestiges', 1)
      .expectLog("The top card of P1's reserve is stacked face down on Vestiges.").expectNotInLog('Destiny 5 is stacked');
  });
  it('1R215 Vestiges: "you may": declined, the reserve keeps it', () => {
    won().no().expectStackedOn('Vestiges', 0).expectCard('top', { zone: 'reserve' });
  });
  it('1R215 Vestiges: three stacked cards to the used pile: a character from the lost pile is played for 3 less', () => {
    stacked(4).use('Vestiges', { ability: 'play', paying: ['v0', 'v1', 'v2'] }).resolve().pick('monk').resolve()
      .expectCard('monk', { at: 'shrine' }).expectStackedOn('Vestiges', 1).expectPiles(P1, { used: 3 + 1, active: 5 })
      .expectCard('v0', { zone: 'used' }).expectCard('v2', { zone: 'used' }).expectCard('v3', { zone: 'stacked' });
  });
  it('1R215 Vestiges: with two stacked it can\'t be paid (R-PLAY-04)', () => {
    stacked(2).refuses('R-PLAY-04').use('Vestiges', { ability: 'play', paying: ['v0', 'v1'] });
  });
});

// Target specs beyond "one target": "any number of target X" (TargetSpec.upTo) and "your
// opponent chooses his or her target X" (TargetSpec.chosenByOpponent, R-TGT-01), with the
// target rules they keep (R-TGT-04/05, R-STACK-07).
import { describe, expect, it } from 'vitest';
import { validateAbilities } from '../../src/engine/abilities/validate';
import { game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

// Test Volley: damage up to two target units. Test Their Choice: the opponent picks their unit to
// destroy. Test Bully: as it enters play, the opponent picks their undamaged unit here to damage.
const setup = (theirs: Entry[], far = true) => game({
  phase: 'deploy',
  players: [{ hand: ['Test Volley', 'Test Their Choice', 'Test Bully', 'Test Snipe'] }, {}],
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'mine' }], theirs] },
    ...(far ? [{ card: 'Farland/Outpost', name: 'far', controller: P1, cards: [[], [{ card: 'Plain Trooper', name: 'away' }]] as [Entry[], Entry[]] }] : [])],
});
const two = (): Entry[] => [{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }];

describe('TargetSpec.upTo: any number of targets', () => {
  it('R-TGT-04: one or two targets, each damaged; three are refused, and none', () => {
    setup(two()).refuses('R-TGT-04').play('Test Volley', { targets: ['a', 'b', 'away'] })
      .refuses('R-TGT-04').play('Test Volley', { targets: [] })
      .play('Test Volley', { targets: ['a', 'away'] }).resolve()
      .expectCard('a', { damaged: true }).expectCard('away', { damaged: true }).expectCard('b', { damaged: false }).expectCard('mine', { damaged: false });
  });
  it('R-TGT-05: the same card twice is refused; the legal list offers every choice of 1 or 2 of the 4 units (4 + 6 = 10)', () => {
    const g = setup(two()).refuses('R-TGT-05').play('Test Volley', { targets: ['a', 'a'] });
    expect(g.legal().filter((a) => a.type === 'play' && a.card === g.id('Test Volley'))).toHaveLength(10);
  });
});

describe('TargetSpec.chosenByOpponent: "your opponent chooses his or her target" (R-TGT-01)', () => {
  it('R-TGT-01: the player names no target; at resolution the opponent picks one of their own units and it is destroyed', () => {
    setup(two()).refuses('R-TGT-04').play('Test Their Choice', { targets: ['a'] })
      .play('Test Their Choice').resolve().refuses('R-EFF-07').pick('mine', P2).pick('b', P2)
      .expectCard('b', { zone: 'lost' }).expectCard('a', { zone: 'table' }).expectCard('away', { zone: 'table' })
      .expectCard('Test Their Choice', { zone: 'used' }).expectDecision(null);
  });
  it('R-TGT-04: with no card of the opponent\'s that could be chosen, it can\'t be played', () => {
    setup([], false).refuses('R-TGT-04').play('Test Their Choice');
  });
  it('R-STACK-07: if the opponent\'s last such card leaves play before it resolves, the effect is canceled', () => {
    setup([{ card: 'Plain Trooper', name: 'a' }], false).play('Test Their Choice').play('Test Snipe', { targets: ['a'] }).resolve().resolve()
      .expectCard('a', { zone: 'lost' }).expectCard('Test Their Choice', { zone: 'used' }).expectDecision(null).expectStack(0)
      .expectLog('a target is no longer legal');
  });
  it('a triggered ability: when the unit enters play the opponent picks their undamaged unit there (the damaged one is not offered)', () => {
    const g = setup([{ card: 'Plain Trooper', name: 'a', damaged: true }, { card: 'Plain Trooper', name: 'b' }, { card: 'Plain Trooper', name: 'c' }])
      .play('Test Bully', { at: 'north' }).resolve().resolve()
      .expectDecision('chooseCard', P2).expectActor(P2);
    expect(g.legal().map((a) => a.type === 'choose' && a.choice)).toEqual([{ pick: g.id('b') }, { pick: g.id('c') }]);
  });
  it('card data: a spec with upTo or chosenByOpponent must be the last target', () => {
    expect(validateAbilities([{ kind: 'onPlay', targets: [{ select: {}, upTo: 2 }, { select: {} }], effect: [] }])).toEqual(
      ['abilities[0].targets: only the last target may be "up to N" or chosen by the opponent']);
    expect(validateAbilities([{ kind: 'onPlay', targets: [{ select: {} }, { select: {}, chosenByOpponent: true }], effect: [] }])).toEqual([]);
  });
});

// Sheria Coreg: entering play, you may look at the top card of either reserve and may put it beneath that
// reserve; once a turn, pay 1: the top card of either reserve goes beneath it, unseen.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const reserves = (hand: string[]) => ({ players: [{ hand, reserve: [{ card: 'Destiny 4', name: 'mine' }, { card: 'Destiny 1', name: 'm2' }, { card: 'Destiny 1', name: 'm3' }] },
  { reserve: [{ card: 'Destiny 6', name: 'theirs' }, { card: 'Destiny 1', name: 't2' }, { card: 'Destiny 1', name: 't3' }] }] });

describe('2R23 Sheria Coreg', () => {
  it("2R23 Sheria Coreg: entering play, she looks at P2's top card and sends it beneath P2's reserve", () => {
    game({ phase: 'deploy', ...reserves(['Sheria Coreg']), row: [{ card: 'Depots/Earther Depot', name: 'depot', controller: P1 }] } as never)
      .play('Sheria Coreg', { at: 'depot' }).resolve().resolve().yes().option('theirs').pick('theirs')
      .expectPile(P2, 'reserve', 't2', 't3', 'theirs').expectNotInLog('Destiny 6');
  });
  it('2R23 Sheria Coreg: she may look and leave it on top', () => {
    game({ phase: 'deploy', ...reserves(['Sheria Coreg']), row: [{ card: 'Depots/Earther Depot', name: 'depot', controller: P1 }] } as never)
      .play('Sheria Coreg', { at: 'depot' }).resolve().resolve().yes().option('mine').no().expectOnTop(P1, 'reserve', 'mine');
  });
  it('2R23 Sheria Coreg: pay 1: your own top card goes beneath your reserve, unseen; once a turn (R-ABIL-03)', () => {
    game({ ...reserves([]), row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [['Sheria Coreg'], []] }] } as never)
      .use('Sheria Coreg', { ability: 'bottom' }).resolve().option('mine')
      .expectPile(P1, 'reserve', 'm2', 'm3', 'mine').expectLog('unseen').refuses('R-ABIL-03').use('Sheria Coreg', { ability: 'bottom' });
  });
});

// Accord Negotiation: may go beneath an opponent's site; attacking at a related location costs any
// player 2 energy lost besides; dismissed once your opponent controls the site.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** Beneath P2's North, where P1 has `mine`; both players have troopers at Middle (related) and Far. */
const sc = (phase: 'battle' | 'deploy', mine: string[] = ['Plain Trooper'], turnPlayer: typeof P1 | typeof P2 = P1) => game({
  phase, turnPlayer, players: [{ hand: [{ card: 'Accord Negotiation', name: 'accord' }] }, {}],
  row: [{ card: 'Depots/Maverick Depot', controller: P1 },
    { card: 'Testland/North', name: 'site', controller: P2, beneath: phase === 'battle' ? [[{ card: 'Accord Negotiation', name: 'placed' }], []] : [[], []], cards: [mine, ['Plain Trooper']] },
    { card: 'Testland/Middle', name: 'related', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] }],
});

describe('1R111 Accord Negotiation', () => {
  it("1R111 Accord Negotiation: beneath the opponent's site (R-ASSET-03)", () => {
    sc('deploy').play('accord', { at: 'site' }).resolve().expectCard('accord', { under: 'site', controller: P1 });
  });
  it('1R111 Accord Negotiation: attacking at a related site: pay 1 and lose 2 more (R-PLAY-04)', () => {
    sc('battle').attack('related').expectDecision('lose', P1).lose('reserve').lose('reserve').expectPiles(P1, { active: 5, reserve: 4 });
  });
  it('1R111 Accord Negotiation: it costs your opponent too', () => {
    sc('battle', ['Plain Trooper'], P2).attack('related', P2).lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { active: 5, reserve: 4 });
  });
  it('1R111 Accord Negotiation: not at the site itself, nor at an unrelated site', () => {
    sc('battle').attack('site').expectPiles(P1, { active: 5, reserve: 6 }).expectDecision(null);
    sc('battle').attack('far').expectPiles(P1, { active: 5, reserve: 6 }).expectDecision(null);
  });
  it('1R111 Accord Negotiation: once your opponent controls the site, it is dismissed', () => {
    sc('battle', []).pass().pass().pass().expectCard('placed', { zone: 'lost' }).expectLog('Accord Negotiation is dismissed');
  });
});

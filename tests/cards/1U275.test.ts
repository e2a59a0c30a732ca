// Aggressive Stance: your attacks cost 1 less; any drain costs its drainer 3 energy, except for a
// player holding both a battleground sector (with a ship) and a battleground site (with a unit).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** P1 has the stance and a trooper at the site; P2's trooper is there too when `contested`. */
const sc = (phase: 'battle' | 'control', opts: { ship?: boolean; turnPlayer?: typeof P1 | typeof P2; contested?: boolean } = {}) => game({
  phase, turnPlayer: opts.turnPlayer ?? P1, players: [{ assets: ['Aggressive Stance'] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Plain Trooper'], opts.contested ? ['Plain Trooper'] : []] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [opts.ship ? ['Ship 1/1/1'] : [], []] },
    { card: 'Farland/Outpost', name: 'theirs', controller: P2, cards: [[], ['Plain Trooper']] }],
});

describe('1U275 Aggressive Stance', () => {
  it('1U275 Aggressive Stance: your attack costs 0 instead of 1 (R-BATTLE-01)', () => {
    sc('battle', { contested: true }).attack('site').expectPiles(P1, { active: 6 });
  });
  it("1U275 Aggressive Stance: your opponent's attacks still cost 1", () => {
    sc('battle', { contested: true, turnPlayer: P2 }).attack('site', P2).expectPiles(P2, { active: 5 });
  });
  it('1U275 Aggressive Stance: without a ship at a battleground sector, your drain costs 3 (R-PLAY-04)', () => {
    sc('control').drain('site').expectPiles(P1, { active: 3 });
  });
  it('1U275 Aggressive Stance: a ship in a battleground sector plus a unit in a battleground site: the drain is free', () => {
    sc('control', { ship: true }).drain('site').expectPiles(P1, { active: 6 });
  });
  it('1U275 Aggressive Stance: it costs any player: P2 pays 3 to drain', () => {
    sc('control', { turnPlayer: P2 }).drain('theirs', P2).expectPiles(P2, { active: 3 });
  });
});

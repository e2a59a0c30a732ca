// Metamorphose: its character gets +2 tactics, counts as a kizen, and is immune to attrition.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy',
  players: [{ hand: ['Untold Power of Visions'] }, {}],
  row: [{ card: 'Depots/Earther Depot', name: 'site', controller: P1, cards: [
    [{ card: 'Plain Trooper', name: 'host', beneath: ['Metamorphose'] }, 'Plain Officer', 'Kizen Sentinel'], []] }],
});

describe('1C191 Metamorphose', () => {
  it('1C191 Metamorphose: its character gets +2 tactics', () => {
    sc().expectCard('host', { power: 2, tactics: 4, defense: 2 });
  });
  it('1C191 Metamorphose: its character is a kizen: a kizen asset may go beneath it, and another kizen here counts it', () => {
    sc().expectCard('Kizen Sentinel', { power: 2 + 2 })
      .refuses('R-ASSET-02').play('Untold Power of Visions', { at: 'Plain Officer' })
      .play('Untold Power of Visions', { at: 'host' }).resolve().expectCard('Untold Power of Visions', { under: 'host' });
  });
  it('1C191 Metamorphose: its character is immune to attrition: its attrition may be ignored (R-BSTEP-13)', () => {
    game({
      phase: 'battle',
      row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'host', beneath: ['Metamorphose'] }],
        [{ card: 'Plain Trooper', name: 'foe' }]] }],
      battle: { location: 'site', attacker: P1, step: 'window2', destiny: [0, 5] },
    }).toStep('attrition').ignoreAttrition().expectCard('host', { damaged: false });
  });
});

// @vitest-environment jsdom
// The end screen's energy chart: one chart a player on one scale, each pile (active, reserve,
// used) a band stacked from the bottom so its top edge is all the energy left, and the figures in
// a table in the same order as the legend.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnPoint } from '../../src/match';
import { EnergyChart } from '../../src/ui/review/EnergyChart';

afterEach(cleanup);

const side = (active: number, reserve: number, used: number, inPlay: number) => ({ active, reserve, used, inPlay });
const POINTS: TurnPoint[] = [
  { turn: 1, sides: [side(4, 30, 2, 1), side(3, 33, 0, 2)] },
  { turn: 2, sides: [side(2, 25, 6, 3), side(5, 20, 4, 2)] },
];

/** The y values of a path's corners, in order. */
const ys = (d: string) => [...d.matchAll(/[\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));

describe('the energy chart', () => {
  it('draws a chart for each player, named with their piles at the end', () => {
    render(<EnergyChart points={POINTS} />);
    const chart = screen.getByRole('figure', { name: 'Energy and cards in play, turn by turn' });
    expect(within(chart).getAllByRole('img').map((el) => el.getAttribute('aria-label'))).toEqual([
      'P1: energy by pile and cards in play, turn by turn (at the end: 2 active, 25 in reserve, 6 used, 3 in play)',
      'P2: energy by pile and cards in play, turn by turn (at the end: 5 active, 20 in reserve, 4 used, 2 in play)',
    ]);
  });

  it('stacks the three piles: each band starts where the one below ends, the top one at all the energy', () => {
    const { container } = render(<EnergyChart points={POINTS} />);
    const [p1] = container.querySelectorAll('svg');
    const band = (pile: string) => ys(p1.querySelector(`.pile-${pile}`)!.getAttribute('d')!);
    // Each band: its top edge turn by turn, then its bottom edge back.
    const [active, reserve, used] = ['active', 'reserve', 'used'].map(band);
    const zero = Number(p1.querySelector('.axis')!.getAttribute('y1'));
    expect(active.slice(2)).toEqual([zero, zero]);
    expect(reserve.slice(2).reverse()).toEqual(active.slice(0, 2));
    expect(used.slice(2).reverse()).toEqual(reserve.slice(0, 2));
    expect(used.slice(0, 2)).toEqual(ys(p1.querySelector('.energy-edge')!.getAttribute('d')!));
    // Both charts share one scale: the highest figure of either player (P1's 36 at turn 1).
    expect(p1.querySelector('.tick')!.textContent).toBe('36');
  });

  it('lists the figures in the legend\'s order', () => {
    render(<EnergyChart points={POINTS} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Turn', 'P1: active · reserve · used · in play', 'P2: active · reserve · used · in play']);
    expect(screen.getAllByRole('row')[2].textContent).toBe('22 · 25 · 6 · 35 · 20 · 4 · 2');
  });
});

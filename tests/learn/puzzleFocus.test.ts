// What each puzzle is about on the table (the place of its goal, the hinted card, the cards its
// solution names) and its goal in a line, as a folded puzzle panel shows it.
import { describe, expect, it } from 'vitest';
import { defOf } from '../../src/engine';
import { PUZZLES, puzzleById } from '../../src/learn/puzzles';
import { focusOf, goalLine } from '../../src/learn/puzzles/focus';
import { preparePuzzle } from '../../src/learn/puzzles/run';

describe('a puzzle\'s focus', () => {
  it('names the goal\'s place first, then the hinted card, then the solution\'s cards', () => {
    const helm = puzzleById('take-the-helm')!;
    const { loaded, solution } = preparePuzzle(helm);
    expect(focusOf(helm, loaded, solution).map((id) => defOf(loaded.state, id).title))
      .toEqual(['Ganymede/Traginium Source', 'Lauded Flyer', 'Plundering Bandit']);
  });

  it('holds, for every puzzle, only cards the solver can see at its start', () => {
    for (const p of PUZZLES) {
      const { loaded, solution } = preparePuzzle(p);
      const focus = focusOf(p, loaded, solution);
      expect(focus.length, p.id).toBeGreaterThan(0);
      for (const id of focus) expect(loaded.state.table[id] !== undefined || loaded.state.players[0].hand.includes(id), `${p.id}: ${id}`).toBe(true);
    }
  });
});

describe('a puzzle\'s goal in a line', () => {
  it('says the goal by its kind, the place by its title, and the limit', () => {
    const line = (id: string) => goalLine(puzzleById(id)!, preparePuzzle(puzzleById(id)!).loaded);
    expect(line('take-the-helm')).toBe('Win the battle at Ganymede/Traginium Source, before your battle phase ends.');
    expect(line('two-drains')).toBe('Win the game, before your control phase ends.');
    expect(line('pick-the-battle')).toBe('Win a battle, before your battle phase ends.');
    expect(line('hand-for-energy')).toBe('Stay in the game, until your opponent\'s control phase ends.');
    const energy = PUZZLES.find((p) => p.goal.kind === 'survive' && (p.goal.energy ?? 1) > 1)!;
    expect(goalLine(energy, preparePuzzle(energy).loaded)).toMatch(/^Stay in the game with \d+ energy or more, /);
  });
});

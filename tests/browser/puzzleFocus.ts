// The cards each puzzle is about, with their titles: bundled with esbuild for the browser tests
// (Playwright's loader cannot import the card data's JSON).
import { defOf } from '../../src/engine';
import { PUZZLES } from '../../src/learn/puzzles';
import { focusOf } from '../../src/learn/puzzles/focus';
import { preparePuzzle } from '../../src/learn/puzzles/run';

export interface PuzzleFocus { id: string; focus: { id: string; title: string }[] }

export function puzzleFocus(): PuzzleFocus[] {
  return PUZZLES.map((p) => {
    const { loaded, solution } = preparePuzzle(p);
    return { id: p.id, focus: focusOf(p, loaded, solution).map((id) => ({ id, title: defOf(loaded.state, id).title })) };
  });
}

// How many columns a lane's sides take, from its width and the style sheet's steps for the screen.
import { describe, expect, it } from 'vitest';
import { columnsFor } from '../../src/ui/table/laneWidth';

describe('columns of a lane', () => {
  it('takes one more column for each step its width reaches', () => {
    expect(columnsFor(187.9, '188px ')).toBe(1);
    expect(columnsFor(188, '188px ')).toBe(2);
    expect(columnsFor(233, '188px 234px')).toBe(2);
    expect(columnsFor(240, '188px 234px')).toBe(3);
  });

  it('keeps one column where the style sheet lists no step', () => {
    expect(columnsFor(500, '')).toBe(1);
  });
});

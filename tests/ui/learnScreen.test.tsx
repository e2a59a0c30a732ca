// @vitest-environment jsdom
// The learn screen counts WARS's lessons and puzzles: progress in X-COM Incursion, kept beside it
// on the device, is not counted among them.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LearnScreen } from '../../src/ui/learn/LearnScreen';
import { useLearn } from '../../src/ui/learn/learnStore';
import { markDone } from '../../src/learn/progress';
import { LESSONS } from '../../src/learn/lessons';
import { XCOM_FIRST_LESSON } from '../../src/learn/lessons/xcom/first';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the learn screen', () => {
  it('counts only its own game\'s lessons as done', () => {
    markDone('lessons', XCOM_FIRST_LESSON, '2026-11-27T18:00:00Z');
    markDone('lessons', LESSONS[0].id, '2026-11-27T18:00:00Z');
    useLearn.getState().openLearn();
    render(<LearnScreen />);
    expect(screen.getByText(new RegExp(`1 of ${LESSONS.length} done\\.`))).toBeTruthy();
  });
});

// @vitest-environment jsdom
// The phase ladder says what happens in each phase: hovering, focusing or tapping a step shows the
// phase's explanation (R-TURN-01), the same words the hints panel uses for the current phase.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TURN_PHASES } from '../../src/engine';
import { whatHappensIn } from '../../src/ui/hints/hints';
import { PhaseTip } from '../../src/ui/hints/PhaseTip';

afterEach(cleanup);

describe('R-TURN-01: the phase ladder', () => {
  it.each(TURN_PHASES.map((p) => [p]))('explains the %s phase on focus and on tap, and hides it on blur', (phase) => {
    render(<PhaseTip phase={phase}>{phase}</PhaseTip>);
    const step = screen.getByRole('button', { name: phase });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip.hidden).toBe(true);
    fireEvent.focus(step);
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toBe(`${phase[0].toUpperCase()}${phase.slice(1)} phase: ${whatHappensIn(phase).text}`);
    fireEvent.blur(step);
    expect(tip.hidden).toBe(true);
    fireEvent.click(step);
    expect(tip.hidden).toBe(false);
  });
});

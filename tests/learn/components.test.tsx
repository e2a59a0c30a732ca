// @vitest-environment jsdom
// Rule links open the reference at their entry, terms explain themselves on focus and tap, the
// reference searches and moves between linked entries, and the refusal notice links its rule.
import { act, cleanup, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RuleText } from '../../src/learn/components/LinkedText';
import { TermText } from '../../src/learn/components/TermText';
import { RuleIdLink, RulesReferenceDialog } from '../../src/learn/components/RulesReferenceDialog';
import { openRulesReference, useReference } from '../../src/learn/referenceStore';
import { RefusalNotice } from '../../src/ui/table/Notices';
import { useTable } from '../../src/ui/store';
import { Dialog } from '../../src/ui/dialogs/Dialog';

beforeEach(() => {
  useReference.setState({ open: false, target: null, request: 0 });
  Element.prototype.scrollIntoView = () => {};
  Element.prototype.scrollTo = () => {};
});
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: 'Rules reference' });
/** The reference panel loads when it first opens: on a loaded machine, longer than the library's
 * default second. */
const LOADING = { timeout: 15_000 };
const opened = () => screen.findByRole('dialog', { name: 'Rules reference' }, LOADING);

describe('a dialog with terms and rule links in its text', () => {
  it('opens with focus on its first control, so no tip covers what it says', () => {
    render(
      <Dialog title="Lesson learned">
        <p><TermText text="Your used pile goes beneath your reserve." /> <RuleText text="(R-EOT-02)" /></p>
        <button type="button">Next lesson</button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next lesson' }));
    expect(screen.queryAllByRole('tooltip')).toHaveLength(0);
  });
});

describe('rule links', () => {
  it('turn each rule ID in a text into a link that opens its explanation', async () => {
    render(<><p><RuleText text="Casualties 7 are reduced to 5 (R-BSTEP-19)." /></p><RulesReferenceDialog /></>);
    const link = screen.getByRole('button', { name: /^R-BSTEP-19: Casualties/ });
    fireEvent.focus(link);
    expect(screen.getByRole('tooltip').textContent).toContain('winner\'s total minus the loser\'s');
    fireEvent.click(link);
    await opened();
    const entry = within(dialog()).getByRole('article', { name: /R-BSTEP-19/ });
    await waitFor(() => expect(document.activeElement).toBe(entry), LOADING);
    expect(within(dialog()).getByRole('heading', { name: 'Battles' })).toBeTruthy();
  }, 20_000); // mounts the whole rules reference: slow on a loaded machine

  it('keep an ID in brackets together with its brackets, and the text around as it was', () => {
    const { container } = render(<p><RuleText text="Both pass (R-ACT-03); then (R-TURN-05) and R-DRAIN-01 (twice)." /></p>);
    expect(container.textContent).toBe('Both pass (R-ACT-03); then (R-TURN-05) and R-DRAIN-01 (twice).');
    expect([...container.querySelectorAll('.rule')].map((s) => s.textContent)).toEqual(['(R-ACT-03)', '(R-TURN-05)']);
    expect(container.querySelectorAll('button.rule-link')).toHaveLength(3);
  });

  it('leave text without IDs, and unknown IDs, as they are', () => {
    const unknown = ['R', 'ZZZ', '99'].join('-'); // built, so the coverage test does not read it as a citation
    const { container } = render(<p><RuleText text={`No rule, and ${unknown}.`} /></p>);
    expect(container.textContent).toBe(`No rule, and ${unknown}.`);
    expect(container.querySelector('button')).toBeNull();
  });

  it('link a rule ID on a screen loaded before the explanations, opening the reference at it', () => {
    render(<p>The deck has 59 cards. <span className="rule">(<RuleIdLink id="R-SETUP-01" />)</span></p>);
    fireEvent.click(screen.getByRole('button', { name: 'R-SETUP-01, open in the rules reference' }));
    expect(useReference.getState()).toMatchObject({ open: true, target: 'R-SETUP-01' });
    act(() => useReference.getState().close());
  });

  it('make the refusal notice link its rule', async () => {
    useTable.setState({ refusal: { rule: 'R-PLAY-04', reason: 'You cannot pay all of its costs.' } });
    render(<><RefusalNotice /><RulesReferenceDialog /></>);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: /R-PLAY-04/ }));
    await opened();
    await waitFor(() => expect(within(dialog()).getByRole('article', { name: /R-PLAY-04/ })).toBe(document.activeElement), LOADING);
    useTable.setState({ refusal: null });
  });
});

describe('terms in card text', () => {
  it('explain themselves on focus and on tap, once per term, with no link inside the explanation', () => {
    render(<p><TermText text="Piloting 2 (its ship gets more power while it is aboard). Piloting again." /></p>);
    const [piloting, ...others] = screen.getAllByRole('button');
    expect(piloting.textContent).toBe('Piloting 2');
    expect(others.map((b) => b.textContent)).toEqual(['aboard']);
    const tip = document.getElementById(piloting.getAttribute('aria-describedby')!)!;
    expect(tip.hidden).toBe(true);
    fireEvent.focus(piloting);
    expect(tip.hidden).toBe(false);
    expect(tip.querySelector('button, a')).toBeNull();
    fireEvent.blur(piloting);
    expect(tip.hidden).toBe(true);
    fireEvent.click(piloting);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(piloting, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
  });
});

describe('the rules reference', () => {
  it('opens at a group, searches by words and by ID, and follows links between entries and terms', async () => {
    render(<RulesReferenceDialog />);
    act(() => openRulesReference());
    const ref = await opened();
    expect(within(ref).getByRole('heading', { name: 'Basics' })).toBeTruthy();
    const search = within(ref).getByRole('searchbox', { name: /Search the rules/ });
    expect(document.activeElement).toBe(search);

    fireEvent.change(search, { target: { value: 'R-LOC-11' } });
    const adjacent = within(ref).getAllByRole('article')[0];
    expect(adjacent.getAttribute('aria-labelledby')).toContain('R-LOC-11');
    fireEvent.click(within(adjacent).getByRole('button', { name: 'Adjacent' }));
    const term = within(ref).getByRole('article', { name: 'Adjacent' });
    expect(document.activeElement).toBe(term);
    expect(within(ref).getByRole('button', { name: 'Glossary' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(within(term).getByRole('button', { name: /^R-LOC-07/ }));
    expect(within(ref).getByRole('article', { name: /R-LOC-07/ })).toBe(document.activeElement);

    fireEvent.change(search, { target: { value: 'recirculate' } });
    expect(within(ref).getByRole('heading', { name: /^Found \d+ rules and 1 term$/ })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'qqqq' } });
    expect(within(ref).getByRole('heading', { name: /Nothing found/ })).toBeTruthy();

    // Tab goes round the reference: from its last control back to its first, and the other way.
    const controls = within(ref).getAllByRole('button');
    controls.at(-1)!.focus();
    fireEvent.keyDown(controls.at(-1)!, { key: 'Tab' });
    expect(document.activeElement).toBe(within(ref).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(controls.at(-1));

    search.focus();
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(useReference.getState().open).toBe(true);
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(useReference.getState().open).toBe(false);
  });
});

describe('a ruling of this table in the reference', () => {
  it('XRU-15: says what was decided and why', async () => {
    render(<RulesReferenceDialog />);
    act(() => openRulesReference('XRU-15'));
    const ref = await opened();
    const entry = within(ref).getByRole('article', { name: /XRU-15/ });
    expect(within(entry).getByText(/counted in full/)).toBeTruthy();
    expect(within(entry).getByText('Why:').parentElement!.textContent).toMatch(/^Why: The text ends the game at 50 or more/);
  });
});

describe('closing the reference', () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

  it('gives focus back to the control that opened it', async () => {
    render(<><button type="button" onClick={() => openRulesReference()}>Rules reference</button><RulesReferenceDialog /></>);
    const opener = screen.getByRole('button', { name: 'Rules reference' });
    opener.focus();
    fireEvent.click(opener);
    await opened();
    act(() => useReference.getState().close());
    await frame();
    expect(document.activeElement).toBe(opener);
  });

  it('gives it to the same control when the screen behind was replaced while it was open', async () => {
    // The light start screen gives way to the full app's while the reference may be open.
    const { rerender } = render(<><div key="light"><button type="button">Rules reference</button></div><RulesReferenceDialog /></>);
    screen.getByRole('button', { name: 'Rules reference' }).focus();
    act(() => openRulesReference());
    await opened();
    rerender(<><div key="full"><button type="button">Rules reference</button></div><RulesReferenceDialog /></>);
    act(() => useReference.getState().close());
    await frame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rules reference' }));
  });
});

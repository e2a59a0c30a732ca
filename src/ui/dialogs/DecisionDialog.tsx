// Whatever the rules ask of the on-screen player now (what to lose, damage, reveal, order...),
// in a floating dialog that leaves the board in view: it says which card or battle asks, points
// at the cards its choices name (they can be clicked on the board too), and its options are
// exactly the engine's legal `choose` actions, told apart. On a shared screen only the options
// that show no hidden card are offered; the dialog covers the shared screen's banner, so it
// carries the banner's buttons: the player may ask for their own screen (to answer with a card
// from their hand), and the previous player may take their action back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { namesHiddenCard } from '../../match';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { afterLayout, whenResized } from '../table/afterLayout';
import type { Write } from '../table/afterLayout';
import { useHeightOf, useHeightVar } from '../table/heightVar';
import { usePointing } from '../table/pointing';
import { SharedControls } from '../table/SharedScreen';
import { useView } from '../table/useView';
import { seatName } from '../text';
import { ChoiceList } from './ChoiceList';
import { askingCard, decisionContext, decisionTitle } from '../decisionText';
import { Dialog } from './Dialog';
import { handArea } from './handArea';
import { useOpenDecision } from './openDecision';

/** The room the shared screen's banner keeps free on the side `dialog` covers, so its card sits in
 * the rest; none where the dialog leaves too little beside it (a phone: it covers the hands' place
 * and carries the banner's buttons). Returns how to undo it. */
function bannerBeside(dialog: HTMLElement): { stop: () => void; again: () => void } | undefined {
  const banner = document.querySelector<HTMLElement>('.shared-banner');
  if (!banner) return undefined;
  let set = '';
  // Read once the page is laid out (the dialog or the banner resized, the window too), from the
  // banner's box, which its padding does not change; written only when it changes.
  const free = (): Write | undefined => {
    const d = dialog.getBoundingClientRect();
    const b = banner.getBoundingClientRect();
    const gap = 6;
    const [left, right] = [d.left - b.left - gap, b.right - d.right - gap];
    const apart = d.top >= b.bottom || d.bottom <= b.top || d.left >= b.right || d.right <= b.left;
    const padding = apart || Math.max(left, right) < 180 ? '' : left >= right ? `0 ${b.width - left}px` : `${b.width - right}px 0`;
    if (padding === set) return undefined;
    return () => {
      set = padding;
      if (padding) banner.style.setProperty('padding-inline', padding);
      else banner.style.removeProperty('padding-inline');
    };
  };
  const again = () => free()?.();
  const stops = [whenResized(dialog, free), whenResized(banner, free)];
  window.addEventListener('resize', again);
  return {
    again,
    stop: () => {
      for (const stop of stops) stop();
      window.removeEventListener('resize', again);
      banner.style.removeProperty('padding-inline');
    },
  };
}

/** The actions beside or below the hands' place `dialog` docks over. */
const actionsOf = (dialog: HTMLElement) => handArea(dialog)?.querySelector<HTMLElement>(':scope > .actions');

export function DecisionDialog() {
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const shared = useTable((s) => s.screen?.kind === 'shared');
  const act = useInteraction((s) => s.act);
  const view = useView();
  const point = usePointing((s) => s.point);
  // While a warning about one of its answers is open, the decision waits behind it.
  const decision = useOpenDecision();
  const asking = decision ? askingCard(decision.step) : undefined;
  const concerns = decision ? [...view.decision?.concerns ?? [], ...(asking && game.table[asking] ? [asking] : [])] : [];
  const key = concerns.join(',');
  // Docked on the side of the board away from the ringed cards (where the screen is wide enough
  // for the dialog to leave part of the board free), so it does not cover what it asks about.
  const [dock, setDock] = useState<'left' | 'right'>('left');
  // Its height as `--decision-h` on the hands' place: on a phone the board makes room for it above
  // the hand it covers, so the deciding player's strip stays in view (table.css).
  const height = useHeightVar('--decision-h', handArea);
  // And the hands' place's height as `--hands-h` on it: on a phone on its side it docks over that
  // place, below the strips, and grows no taller (styles.css).
  const room = useHeightOf('--hands-h', handArea);
  // And the actions' height as `--actions-h` on it: on a phone it docks above them, leaving Undo
  // in reach (styles.css).
  const actions = useHeightOf('--actions-h', actionsOf);
  // On the shared screen the banner's card moves beside it (measured again as it folds, docks or
  // the window changes). The measures stay in place as it docks: taken off and put back, each
  // height would change the board's layout twice over.
  const beside = useRef<{ again: () => void } | undefined>(undefined);
  const box = useCallback((el: HTMLDivElement | null) => {
    const unheight = height(el);
    const unroom = room(el);
    const unactions = actions(el);
    const banner = el && shared ? bannerBeside(el) : undefined;
    beside.current = banner;
    return () => { unheight?.(); unroom?.(); unactions?.(); banner?.stop(); };
  }, [height, room, actions, shared]);
  useEffect(() => {
    const banner = beside.current;
    return banner ? afterLayout(document.body, banner.again) : undefined;
  }, [dock]);
  useEffect(() => {
    point(key ? key.split(',') : []);
    // A ringed card off screen (a phone's row scrolls sideways) is brought into view once drawn.
    // Both read where things are: once the page is laid out.
    const cancel = key ? afterLayout(document.body, () => {
      const ringed = [...document.querySelectorAll('.is-pointed')];
      ringed[0]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      const board = document.querySelector('.board')?.getBoundingClientRect();
      const xs = ringed.map((el) => { const r = el.getBoundingClientRect(); return r.left + r.width / 2; });
      if (board && xs.length) setDock(xs.reduce((a, x) => a + x, 0) / xs.length < board.left + board.width / 2 ? 'right' : 'left');
    }) : undefined;
    return () => { cancel?.(); point([]); };
  }, [key, point]);
  if (!decision) return null;
  const line = decisionContext(game, decision, !shared);
  const choices = legal.filter((a) => a.type === 'choose');
  const shown = shared ? choices.filter((a) => !namesHiddenCard(game, a)) : choices;
  return (
    <Dialog floating className={`decision dock-${dock}${shared ? ' on-shared' : ''}`} boxRef={box} title={`${seatName(decision.seat)}: ${decisionTitle(game, decision, !shared)}`}
      description={line ? <p>{line}{concerns.length > 0 ? ' The cards it concerns are ringed on the board.' : ''}</p> : undefined}
      footer={shared ? <SharedControls seat={decision.seat} forHand={shown.length < choices.length} /> : undefined}>
      <ChoiceList game={game} actions={shown} onPick={act} pointBack={concerns} />
    </Dialog>
  );
}

// When one drop or click can mean several legal actions (targets, transport, used or lost): a
// floating dialog, so the board stays in view. On the shared screen it sits above the banner
// saying whose decision it is, never over it.
import { useEffect, useLayoutEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { useHeightOf } from '../table/heightVar';
import { ChoiceList } from './ChoiceList';
import { Dialog } from './Dialog';
import { handArea } from './handArea';

/** Where the open chooser must sit to leave the shared screen's banner uncovered: above it, when
 * it would otherwise overlap it (on a phone on its side the banner is beside it). */
function clearOfBanner(): CSSProperties | undefined {
  const dialog = document.querySelector('.dialog.chooser')?.getBoundingClientRect();
  const banner = document.querySelector('.shared-banner')?.getBoundingClientRect();
  if (!dialog || !banner) return undefined;
  const overlaps = dialog.left < banner.right && banner.left < dialog.right && dialog.top < banner.bottom && banner.top < dialog.bottom;
  const gap = 6;
  return overlaps ? { bottom: `${window.innerHeight - banner.top + gap}px`, maxHeight: `${banner.top - 2 * gap}px` } : undefined;
}

export function ChooserDialog() {
  const chooser = useInteraction((s) => s.chooser);
  const openChooser = useInteraction((s) => s.openChooser);
  const act = useInteraction((s) => s.act);
  const game = useTable((s) => s.game);
  const shared = useTable((s) => s.screen?.kind === 'shared');
  const [place, setPlace] = useState<CSSProperties | undefined>(undefined);
  const [resized, setResized] = useState(0);
  // A place measured for one window size is wrong for another (a tablet turned, a window
  // narrowed): after a resize the dialog is drawn at its own place once and measured again.
  useEffect(() => {
    const again = () => { setPlace(undefined); setResized((n) => n + 1); };
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, []);
  // Off the shared screen, on a phone on its side, it docks over the hands' place as a decision
  // does, no taller than that place (`--hands-h`, styles.css).
  const room = useHeightOf('--hands-h', handArea);
  // Measured where it opens, before it is painted there.
  useLayoutEffect(() => setPlace(chooser && shared ? clearOfBanner() : undefined), [chooser, shared, resized]);
  if (!chooser || !game) return null;
  return (
    <Dialog floating className={shared ? 'chooser on-shared' : 'chooser'} title={chooser.title} place={place} boxRef={room} onClose={() => openChooser(null)}>
      <ChoiceList game={game} actions={chooser.actions} onPick={act} />
    </Dialog>
  );
}

// When one drop or click can mean several legal actions (targets, transport, used or lost): a
// floating dialog, so the board stays in view.
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { ChoiceList } from './ChoiceList';
import { Dialog } from './Dialog';

export function ChooserDialog() {
  const chooser = useInteraction((s) => s.chooser);
  const openChooser = useInteraction((s) => s.openChooser);
  const act = useInteraction((s) => s.act);
  const game = useTable((s) => s.game);
  if (!chooser || !game) return null;
  return (
    <Dialog floating className="chooser" title={chooser.title} onClose={() => openChooser(null)}>
      <ChoiceList game={game} actions={chooser.actions} onPick={act} />
    </Dialog>
  );
}

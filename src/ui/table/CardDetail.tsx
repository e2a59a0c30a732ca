// The card being looked at, large: its face, our description, its keywords explained, and in play
// how its numbers come about, what lies beneath it, and for a location the icons on each side.
// A hand card that can't be played now says why. Only cards the viewer may see are shown.
import { cardAbilityTexts } from '../../engine';
import type { CardId, CardView, Explained, TableView } from '../../engine';
import { FullCard } from '../cards/CardFace';
import { cardDef, keywordHelp } from '../cards/info';
import { ReasonWithRule, useWhyNot } from '../hints/Hints';
import { useInteraction } from '../interaction';
import { seatName } from '../text';
import { holding, sideWords } from './LocationTile';
import { cardsById, useNearSeat, useOwnSeat, useView } from './useView';

const STAT_WORDS = { power: 'Power', tactics: 'Tactics', defense: 'Defense' } as const;

function explain(e: Explained): string {
  if (e.parts.length <= 1) return 'as printed';
  return e.parts.map((p, i) => `${i > 0 && p.amount >= 0 ? '+' : ''}${p.amount} ${p.label}`).join(' ');
}

function InPlay({ card, view }: { card: CardView; view: TableView }) {
  const own = useOwnSeat();
  const near = useNearSeat();
  const loc = view.locations.find((l) => l.card.id === card.id);
  return (
    <div className="in-play">
      {card.stats && (
        <ul className="explained" aria-label="How its numbers come about">
          {(['power', 'tactics', 'defense'] as const).map((n) => (
            <li key={n}><strong>{STAT_WORDS[n]} {card.stats![n].value}</strong>: {explain(card.stats![n])}</li>
          ))}
        </ul>
      )}
      <p className="states">
        {seatName(card.controller)}'s{card.damaged ? ' · damaged' : ''}{card.inverted ? ' · inverted' : ''}
        {card.immuneToAttrition ? ' · immune to attrition' : ''}{card.inBattle ? ' · in the battle' : ''}
        {card.capacity ? ` · capacity ${card.capacity.total}, ${card.capacity.free} free` : ''}
        {card.stacked ? ` · ${card.stacked} stacked on it` : ''}
      </p>
      {card.beneath.length > 0 && <p>Beneath it: {card.beneath.map((b) => b.title).join(', ')}.</p>}
      {loc && (
        <ul className="loc-sides">
          {[loc.sides[1 - near], loc.sides[near]].map((s) => <li key={s.seat}>{sideWords(s)}; power here {s.power}</li>)}
          <li>{holding(loc, view.seat, own === view.seat)}{loc.battleground ? ' · a battleground (icons on both sides)' : ''}</li>
        </ul>
      )}
    </div>
  );
}

/** Why a hand card can't be played now, in the engine's words, with its rule. */
function NotNow({ id }: { id: CardId }) {
  const why = useWhyNot(id);
  return why ? <p className="not-now">Can't play it now: <ReasonWithRule refusal={why} /></p> : null;
}

/** Under the card's own description: what the table will do, in the engine's words. */
function TableDoes({ does }: { does: string[] }) {
  if (does.length === 0) return null;
  return (
    <div className="table-does">
      <h3>What the table does:</h3>
      <ul>{does.map((d, i) => <li key={i}>{d}</li>)}</ul>
    </div>
  );
}

export function CardDetail() {
  const view = useView();
  const id = useInteraction((s) => s.inspected);
  const inPlay = id ? cardsById(view).get(id) : undefined;
  const inHand = id ? view.players[view.seat].hand?.find((h) => h.id === id) : undefined;
  const number = inPlay?.number ?? inHand?.number;
  const def = number === undefined ? undefined : cardDef(number);
  if (!id || !def) {
    return (
      <section className="card-detail" aria-label="Card details">
        <p className="muted">Point at a card, or tap it, to see it here.</p>
      </section>
    );
  }
  const keywords = keywordHelp(def);
  return (
    <section className="card-detail" aria-label="Card details" aria-live="polite">
      <h2 className="visually-hidden">{def.title}</h2>
      <FullCard def={def} inverted={inPlay?.inverted} />
      <TableDoes does={cardAbilityTexts(def)} />
      {inHand && !inHand.playable && <NotNow id={id} />}
      {keywords.length > 0 && <ul className="keywords" aria-label="Keywords">{keywords.map((k) => <li key={k}>{k}</li>)}</ul>}
      {inPlay && <InPlay card={inPlay} view={view} />}
    </section>
  );
}

// The on-screen seat's table view (the engine's tableView), worked out once per game state and
// shared by every part of the table.
import { createContext, useContext } from 'react';
import type { CardId, CardView, TableView } from '../../engine';

export const ViewContext = createContext<TableView | null>(null);

export function useView(): TableView {
  const v = useContext(ViewContext);
  if (!v) throw new Error('useView outside the table');
  return v;
}

/** Every card in play on the view by id, beneath cards included. */
export function cardsById(v: TableView): Map<CardId, CardView> {
  const out = new Map<CardId, CardView>();
  const walk = (c: CardView) => { out.set(c.id, c); c.beneath.forEach(walk); };
  for (const l of v.locations) { walk(l.card); for (const side of l.sides) side.forces.forEach(walk); }
  for (const p of v.players) p.elsewhere.forEach(walk);
  return out;
}

// Dialogs. A modal dialog (the end of the game, a lost pile) covers the table; a floating one (a
// decision, a choice between plays) leaves the board in view and usable for looking: it can be
// dragged by its title bar or folded to its title, and card details still show on hover or tap.
// Focus moves into a dialog when it opens and back where it was when it closes.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CSSProperties, PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { Icon } from '../cards/icons';
import { afterLayout } from '../table/afterLayout';

interface Props {
  title: string;
  /** Extra lines under the title, read with it. */
  description?: ReactNode;
  onClose?: () => void;
  /** Leave the board in view: movable, foldable, no backdrop. */
  floating?: boolean;
  className?: string;
  /** Controls under the body that stay in reach when the dialog is folded. */
  footer?: ReactNode;
  /** Where a floating dialog sits, over its class's place (kept clear of something on screen). */
  place?: CSSProperties;
  /** Told of the dialog's box as it is drawn and removed (to measure it). */
  boxRef?: (el: HTMLDivElement | null) => (() => void) | undefined;
  children: ReactNode;
}

export function Dialog({ title, description, onClose, floating = false, className = '', footer, place, boxRef, children }: Props) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const setRef = useCallback((el: HTMLDivElement | null) => {
    ref.current = el;
    return boxRef?.(el);
  }, [boxRef]);
  const [folded, setFolded] = useState(false);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    // The first control, not a rule or term link in its text: focusing one opens its tip over the
    // dialog. Focused once laid out: focusing sooner lays the page out first.
    const el = ref.current;
    const cancel = el ? afterLayout(el, () => el.querySelector<HTMLElement>('.dialog-body button:not(.rule-link):not(.term-link), .dialog-body input, .dialog-body select')?.focus()) : undefined;
    return () => {
      cancel?.();
      // Given back once the page is laid out, not while React is still changing it; and not taken
      // from wherever the player has put it since.
      if (before) afterLayout(document.body, () => { if (before.isConnected && (document.activeElement ?? document.body) === document.body) before.focus?.(); });
    };
  }, []);
  // A modal dialog closes with Escape wherever focus is (a tap on the backdrop may have taken it).
  useEffect(() => {
    if (floating || !onClose) return;
    const key = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [floating, onClose]);
  // Dragged by the title bar, kept on screen.
  const grab = (e: ReactPointerEvent<HTMLElement>) => {
    if (!floating || (e.target as HTMLElement).closest('button')) return;
    const start = { x: e.clientX - offset.x, y: e.clientY - offset.y };
    const box = ref.current!.getBoundingClientRect();
    const bounds = { minX: offset.x - box.left, maxX: offset.x + window.innerWidth - box.right, minY: offset.y - box.top, maxY: offset.y + window.innerHeight - box.bottom };
    const move = (m: PointerEvent) => setOffset({
      x: Math.min(bounds.maxX, Math.max(bounds.minX, m.clientX - start.x)),
      y: Math.min(bounds.maxY, Math.max(bounds.minY, m.clientY - start.y)),
    });
    const up = () => { window.removeEventListener('pointermove', move); window.removeEventListener('pointerup', up); };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  const dialog = (
    <div ref={setRef} className={`dialog ${floating ? 'dialog-floating' : ''} ${folded ? 'is-folded' : ''} ${className}`} role="dialog"
      aria-modal={floating ? undefined : true} aria-labelledby={`${id}-title`} aria-describedby={description ? `${id}-desc` : undefined}
      style={floating ? { ...place, translate: `${offset.x}px ${offset.y}px` } : undefined}
      onKeyDown={(e) => { if (e.key === 'Escape' && floating) { if (onClose) onClose(); else setFolded(!folded); } }}>
      <div className="dialog-head" onPointerDown={grab}>
        <h2 id={`${id}-title`}>{title}</h2>
        {floating && (
          <button type="button" className="fold" aria-expanded={!folded} onClick={() => setFolded(!folded)}>
            <Icon name={folded ? 'expand' : 'collapse'} />{folded ? 'Show' : 'Hide'}
          </button>
        )}
        {/* In the title bar, so it is in reach however long the dialog is (a phone). */}
        {onClose && <button type="button" className="close" onClick={onClose}>Close</button>}
      </div>
      <div className="dialog-body" hidden={folded}>
        {description && <div id={`${id}-desc`} className="dialog-desc">{description}</div>}
        {children}
      </div>
      {footer && <div className="dialog-foot">{footer}</div>}
    </div>
  );
  // A tap beside a modal dialog that can be closed closes it.
  // Drawn at the page's root, so no part of the table (a transformed or layered parent) can clip
  // it or draw over it: it covers the whole screen.
  return floating ? dialog : createPortal(
    <div className="backdrop" onClick={onClose ? (e) => { if (e.target === e.currentTarget) onClose(); } : undefined}>{dialog}</div>,
    document.body,
  );
}

// A modal dialog: labelled, focus moved into it on opening and back where it was on closing.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** Extra lines under the title, read with it. */
  description?: ReactNode;
  onClose?: () => void;
  children: ReactNode;
}

export function Dialog({ title, description, onClose, children }: Props) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('button, input, select')?.focus();
    return () => before?.focus?.();
  }, []);
  return (
    <div className="backdrop">
      <div ref={ref} className="dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        onKeyDown={(e) => { if (e.key === 'Escape' && onClose) onClose(); }}>
        <h2 id={`${id}-title`}>{title}</h2>
        {description && <div id={`${id}-desc`}>{description}</div>}
        {children}
        {onClose && <button type="button" className="close" onClick={onClose}>Close</button>}
      </div>
    </div>
  );
}

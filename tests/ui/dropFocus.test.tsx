// @vitest-environment jsdom
// A closing dialog's focus is dropped before React changes the page (so the browser never has to
// restyle a half-changed page for it), and only when the focus is inside that dialog.
import { useEffect, useRef } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DropFocusOnClose } from '../../src/ui/dialogs/dropFocus';

afterEach(cleanup);

/** `seen`: whether the button was still on the page each time it lost the focus. */
function Harness({ open, seen }: { open: boolean; seen: boolean[] }) {
  const box = useRef<HTMLDivElement | null>(null);
  return (
    <>
      <button type="button">Elsewhere</button>
      <DropFocusOnClose open={open} box={box}>
        {open && <div ref={box}><Pick seen={seen} /></div>}
      </DropFocusOnClose>
    </>
  );
}

/** The browser's own blur event: React answers none while it commits. */
function Pick({ seen }: { seen: boolean[] }) {
  const ref = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const button = ref.current!;
    const blurred = () => seen.push(button.isConnected);
    button.addEventListener('blur', blurred);
    return () => button.removeEventListener('blur', blurred);
  }, [seen]);
  return <button ref={ref} type="button">Pick</button>;
}

describe('dropping the focus of a closing dialog', () => {
  it('blurs the focused button while it is still on the page, then the dialog goes', () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Harness open seen={seen} />);
    act(() => screen.getByRole('button', { name: 'Pick' }).focus());
    rerender(<Harness open={false} seen={seen} />);
    expect(seen).toEqual([true]);
    expect(screen.queryByRole('button', { name: 'Pick' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus alone when it is outside the dialog', () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Harness open seen={seen} />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    rerender(<Harness open={false} seen={seen} />);
    expect(seen).toEqual([]);
    expect(document.activeElement).toBe(elsewhere);
  });
});

import { StrictMode, useRef, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDialogFocus } from './useDialogFocus';

afterEach(cleanup);

function Dialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose);
  return (
    <div ref={ref} role="dialog" aria-label="Oyuncu seç">
      <input aria-label="Ara" data-autofocus />
      <button type="button" onClick={onClose}>
        Kapat
      </button>
    </div>
  );
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Seç
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

it('under StrictMode (its effect run twice) the focus goes into the dialog and, on close, back to its opener', async () => {
  const user = userEvent.setup();
  render(
    <StrictMode>
      <Opener />
    </StrictMode>,
  );
  await user.click(screen.getByRole('button', { name: 'Seç' }));
  await act(() => Promise.resolve());
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ara' }));
  await user.keyboard('{Escape}');
  await act(() => Promise.resolve());
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Seç' }));
});

it('with its first fields in a disabled fieldset, the focus goes to its first field that takes it, and Tab from the last comes back there', async () => {
  const user = userEvent.setup();
  function Busy() {
    const ref = useRef<HTMLDivElement>(null);
    useDialogFocus(ref, () => undefined);
    return (
      <div ref={ref} role="dialog" aria-label="Video">
        <fieldset disabled>
          <input type="radio" name="format" aria-label="WebM" />
        </fieldset>
        <input aria-label="Başlık" />
        <button type="button">Kapat</button>
      </div>
    );
  }
  render(
    <>
      <button type="button">Aç</button>
      <Busy />
    </>,
  );
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Başlık' }));
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kapat' }));
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Başlık' }));
});

import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusOnMount } from './focusOnMount';

afterEach(cleanup);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Düzenle
      </button>
      {open && <input aria-label="Ad" ref={focusOnMount} />}
    </>
  );
}

it('focuses a field opened after something else on the page had the focus', async () => {
  render(<Opener />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Düzenle' }));
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ad' }));
});

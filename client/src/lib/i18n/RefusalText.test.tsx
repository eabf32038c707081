import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { wording } from '@onbir/shared/messages/message';
import { refusalOf } from '@onbir/shared/messages/refusal';
import { activateLocale } from './locale';
import { RefusalText, ShownText } from './RefusalText';

afterEach(async () => {
  cleanup();
  await activateLocale('tr');
});

const shown = () => screen.getByTestId('shown').textContent;

describe('RefusalText', () => {
  it('words a message made as data from its entry and values, in Turkish with no English loaded', () => {
    render(
      <p data-testid="shown">
        <RefusalText message={wording('input', 'TOO_MANY_LINE_BREAKS', { field: 'MESSAGE', max: 5 })} />
      </p>,
    );
    expect(shown()).toBe('Mesaj en fazla 5 satır sonu içerebilir.');
  });

  it('words it in English once the English is in, a refusal by its code', async () => {
    await activateLocale('en');
    const { rerender } = render(
      <p data-testid="shown">
        <RefusalText message={wording('board', 'LINK_COPIED')} />
      </p>,
    );
    await waitFor(() => expect(shown()).toBe('Link copied to the clipboard.'));
    rerender(
      <p data-testid="shown">
        <RefusalText message={refusalOf('QUEUE_FULL', { max: 7 })} />
      </p>,
    );
    await waitFor(() => expect(shown()).toBe('Your pick list is full: you can add at most 7 players.'));
  });
});

describe('ShownText', () => {
  it('shows a text as it is, even one that a catalogue also holds: no text is looked up', async () => {
    await activateLocale('en');
    render(
      <p data-testid="shown">
        <ShownText text="Oda dolu." />
      </p>,
    );
    expect(shown()).toBe('Oda dolu.');
  });
});

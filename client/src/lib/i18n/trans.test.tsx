import { compileMessage } from '@lingui/message-utils/compileMessage';
import { render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { i18n, Trans } from './runtime';
import type { Compiled } from './sourceMessages';

const tr = (message: string) => compileMessage(message) as Compiled;
afterEach(() => i18n.activate('tr'));

it('draws the numbered tags as their elements, nested and self-closing, around the values', () => {
  const { container } = render(
    <p>
      <Trans
        id="t1"
        message={tr('<0>onbir</0> · {n} maç, <1>bak <2>şuna</2></1><3/>son')}
        values={{ n: 3 }}
        components={{ 0: <strong />, 1: <a href="/x" />, 2: <em className="k" />, 3: <br /> }}
      />
    </p>,
  );
  expect(container.innerHTML).toBe('<p><strong>onbir</strong> · 3 maç, <a href="/x">bak <em class="k">şuna</em></a><br>son</p>');
});

it('shows a React element given as a value, and the English translation with the same elements', async () => {
  await i18n.load('en', { t2: compileMessage('<0>Hi</0> {who}!') as never });
  i18n.activate('en');
  const { container } = render(<Trans id="t2" message={tr('<0>Selam</0> {who}!')} values={{ who: <b>Işık</b> }} components={{ 0: <i /> }} />);
  expect(container.innerHTML).toBe('<i>Hi</i> <b>Işık</b>!');
});

it('keeps the text of a tag whose element is missing, and plain text as it is', () => {
  const { container } = render(
    <>
      <Trans id="t3" message={tr('a <5>b</5> c')} components={{}} />|<Trans id="t4" message={tr('düz')} />
    </>,
  );
  expect(container.innerHTML).toBe('a b c|düz');
});

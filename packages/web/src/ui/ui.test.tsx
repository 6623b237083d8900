import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm, type ConfirmOptions } from './confirm-context';
import { TestI18n } from '../test/test-providers';
import { TruncatedText } from './TruncatedText';
import { Website } from './Website';

afterEach(cleanup);

describe('TruncatedText', () => {
  it('hides the text after {{...}} until show more is clicked', () => {
    render(<TruncatedText text="Short part{{...}} and the rest" />, { wrapper: TestI18n });
    expect(screen.queryByText(/and the rest/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'show more' }));
    expect(screen.getByText(/and the rest/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'show less' }));
    expect(screen.queryByText(/and the rest/)).toBeNull();
  });

  it('shows a text without the marker as it is, without a link', () => {
    render(<TruncatedText text="Plain" />, { wrapper: TestI18n });
    expect(screen.getByText('Plain')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Website', () => {
  it('prefixes http:// to a website without a scheme', () => {
    render(<Website url="example.org" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('http://example.org');
  });

  it('shows nothing for a blank website', () => {
    const { container } = render(<Website url="  " />);
    expect(container.innerHTML).toBe('');
  });
});

/** A page that asks and shows the answer. */
function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={() => void confirm(options).then((yes) => setAnswer(String(yes)))}
      >
        ask
      </button>
      <output>{answer}</output>
    </>
  );
}

function renderAsker(options: ConfirmOptions) {
  render(
    <TestI18n>
      <ConfirmProvider>
        <Asker options={options} />
      </ConfirmProvider>
    </TestI18n>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'ask' }));
}

describe('confirm dialog', () => {
  it("offers the spec's default buttons 'Yes' and 'No' and answers true on Yes", async () => {
    renderAsker({ message: 'Leave the page?' });
    expect(await screen.findByText('Leave the page?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  });

  it('answers false on No, and takes other button texts when given', async () => {
    renderAsker({ message: 'Delete?', yes: 'Delete', no: 'Keep' });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

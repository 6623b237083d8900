import { describe, expect, it } from 'vitest';
import { HUB_TEXT_MAX_LENGTH, ZHubEvent, ZHubSendRequest, parseHubFrame } from './hub';

describe('hub events', () => {
  it('fill the defaults of ReceiveMessage: no sender, 5 s, info', () => {
    expect(ZHubEvent.parse({ name: 'ReceiveMessage', text: ' Hi ' })).toEqual({
      name: 'ReceiveMessage',
      from: '',
      text: 'Hi',
      timeout: 5000,
      colour: 'info',
    });
  });

  it('take a severity or a hex colour, nothing else', () => {
    const message = (colour: string) => ({ name: 'ReceiveMessage', text: 'x', colour });
    for (const colour of ['error', '#abc', '#A1B2C3']) {
      expect(ZHubEvent.safeParse(message(colour)).success).toBe(true);
    }
    for (const colour of ['red', '#abcd', 'url(x)', '#fff; color: red']) {
      expect(ZHubEvent.safeParse(message(colour)).success).toBe(false);
    }
  });

  it('refuse empty or too long text, a timeout out of range, and unknown events', () => {
    const bad = [
      { name: 'ReceiveMessage', text: '  ' },
      { name: 'ReceiveMessage', text: 'x'.repeat(HUB_TEXT_MAX_LENGTH + 1) },
      { name: 'ReceiveMessage', text: 'x', timeout: 999 },
      { name: 'ReceiveMessage', text: 'x', timeout: 60_001 },
      { name: 'Explode' },
    ];
    for (const event of bad) expect(ZHubEvent.safeParse(event).success).toBe(false);
    expect(ZHubSendRequest.safeParse({ userId: '', event: { name: 'ReInitialize' } }).success).toBe(
      false,
    );
  });

  it('are read from frames, anything else answering null', () => {
    expect(parseHubFrame('{"name":"ForceReload","message":"v2"}')).toEqual({
      name: 'ForceReload',
      message: 'v2',
    });
    expect(parseHubFrame('{"name":"Nope"}')).toBeNull();
    expect(parseHubFrame('not json')).toBeNull();
    expect(parseHubFrame(new ArrayBuffer(2))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { emptyDraft, saveBody } from './content-draft';

describe('content draft', () => {
  it('sends a new item without id and version, with the autosave flag asked', () => {
    const { body, problems } = saveBody({ ...emptyDraft(), title: 'Welcome' }, null, false);
    expect(problems).toEqual([]);
    expect(body).toMatchObject({ title: 'Welcome', autosave: false });
    expect(body).not.toHaveProperty('id');
  });

  it('saves over the version loaded and drops a video link from anything but a video', () => {
    const draft = { ...emptyDraft(), title: 'Clip', videoUrl: 'https://v.example/a' };
    const saved = { id: '8f5c8a1e-3f1d-4f4e-9a57-1d2b3c4d5e6f', version: 4 };
    expect(saveBody(draft, saved, true).body).toMatchObject({
      id: saved.id,
      version: 4,
      autosave: true,
      videoUrl: null,
    });
    expect(saveBody({ ...draft, entityType: 'ContentVideo' }, saved, true).body.videoUrl).toBe(
      'https://v.example/a',
    );
  });

  it("lists what core's rules refuse: no title, an unsafe link", () => {
    expect(saveBody(emptyDraft(), null, false).problems).toHaveLength(1);
    const button = { id: 'b', type: 'button', data: { label: 'Go', href: 'javascript:alert(1)' } };
    const { problems } = saveBody({ ...emptyDraft(), title: 'x', sections: [button] }, null, false);
    expect(problems.join(' ')).toMatch(/button/);
  });
});

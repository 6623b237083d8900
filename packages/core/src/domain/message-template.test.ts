import { describe, expect, it } from 'vitest';
import { getBrand } from '../brands/brands';
import { renderMessageTemplate, type RenderableTemplate } from './message-layout';
import { sampleTemplateData, templatePlaceholders, unknownFormats } from './message-template';

const template: RenderableTemplate = {
  locale: 'en-us',
  subject: '{{brandName}}: your report of {{releasedOn|releaseDate}}',
  bodyHtml: '<p>Hello {{firstName}}, your event is on {{eventDate|date}}.</p>',
  bodyText: 'Hello {{firstName}}, your event is on {{eventDate|date}}.',
  smsText: 'Event {{eventDate|date}}',
  transactional: false,
};
const brand = getBrand('teams');
const unsubscribe = { url: 'https://teams.example/unsubscriberg/x', label: 'Unsubscribe' };

describe('message templates', () => {
  it('writes the dates of a template in another language as that language does', () => {
    const result = renderMessageTemplate(
      { ...template, locale: 'de' },
      { firstName: 'Pat', eventDate: '2026-03-05', releasedOn: '2026-11-23' },
      { brand, unsubscribe },
    );
    expect(result.ok && result.message).toMatchObject({
      subject: 'Tandem Teams: your report of 23.11.26',
      smsText: 'Event 05.03.26',
    });
  });

  it('lists the placeholders with their formats, once each', () => {
    expect(templatePlaceholders(template)).toEqual([
      { name: 'brandName', format: 'text' },
      { name: 'releasedOn', format: 'releaseDate' },
      { name: 'firstName', format: 'text' },
      { name: 'eventDate', format: 'date' },
    ]);
  });

  it('fills values, dates as MM/DD/YY and the release date as MM-DD-YYYY', () => {
    const result = renderMessageTemplate(
      template,
      { firstName: 'Pat', eventDate: '2026-03-05', releasedOn: '2026-11-23' },
      { brand, unsubscribe },
    );
    expect(result.ok && result.message).toMatchObject({
      subject: 'Tandem Teams: your report of 11-23-2026',
      smsText: 'Event 03/05/26',
    });
    expect(result.ok && result.message.bodyText).toBe(
      'Hello Pat, your event is on 03/05/26.\n\nUnsubscribe: https://teams.example/unsubscriberg/x',
    );
  });

  it('escapes values in the HTML body only', () => {
    const result = renderMessageTemplate(
      template,
      { firstName: '<b>Pat</b> & "Co"', eventDate: '2026-03-05', releasedOn: '2026-11-23' },
      { brand, unsubscribe },
    );
    if (!result.ok) throw new Error('not rendered');
    expect(result.message.bodyHtml).toContain('Hello &lt;b&gt;Pat&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(result.message.bodyHtml).not.toContain('<b>Pat</b>');
    expect(result.message.bodyText).toContain('Hello <b>Pat</b> & "Co",');
  });

  it("lays the HTML out with the brand's logo, colour and the unsubscribe link", () => {
    const result = renderMessageTemplate(
      template,
      { firstName: 'Pat', eventDate: '2026-03-05', releasedOn: '2026-11-23' },
      { brand, unsubscribe },
    );
    if (!result.ok) throw new Error('not rendered');
    expect(result.message.bodyHtml).toContain('src="data:image/svg+xml;charset=utf-8,');
    expect(result.message.bodyHtml).toContain(`border-top:6px solid ${brand.theme.primary}`);
    expect(result.message.bodyHtml).toContain('href="https://teams.example/unsubscriberg/x"');
  });

  it('leaves the unsubscribe link out of a transactional message', () => {
    const result = renderMessageTemplate(
      { ...template, transactional: true },
      { firstName: 'Pat', eventDate: '2026-03-05', releasedOn: '2026-11-23' },
      { brand, unsubscribe },
    );
    if (!result.ok) throw new Error('not rendered');
    expect(result.message.bodyText).not.toContain('Unsubscribe');
    expect(result.message.bodyHtml).not.toContain('unsubscriberg');
  });

  it('refuses missing values, objects, and text where a date is asked for', () => {
    const result = renderMessageTemplate(
      template,
      { firstName: { nested: true }, eventDate: 'soon' },
      { brand, unsubscribe },
    );
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual([
      'templateData.releasedOn',
      'templateData.firstName',
      'templateData.eventDate',
    ]);
  });

  it('writes a question with a link per answer, escaped in HTML, and nothing without answers', () => {
    const quick: RenderableTemplate = {
      ...template,
      subject: 'Survey',
      bodyHtml: '<p>Hi</p>{{quick|choices}}',
      bodyText: 'Hi\n{{quick|choices}}',
      smsText: '',
    };
    const render = (quickAnswers: unknown) =>
      renderMessageTemplate(quick, { quick: quickAnswers }, { brand, unsubscribe });
    const asked = render({
      prompt: 'Energy <today>?',
      choices: [
        { label: '1 & low', href: 'https://teams.example/survey/c/u/0/1' },
        { label: '2', href: 'https://teams.example/survey/c/u/0/2"x' },
      ],
    });
    if (!asked.ok) throw new Error('not rendered');
    expect(asked.message.bodyHtml).toContain('<p>Energy &lt;today&gt;?</p>');
    expect(asked.message.bodyHtml).toContain('href="https://teams.example/survey/c/u/0/1"');
    expect(asked.message.bodyHtml).toContain('>1 &amp; low</a>');
    expect(asked.message.bodyHtml).toContain('href="https://teams.example/survey/c/u/0/2&quot;x"');
    expect(asked.message.bodyText).toContain('Energy <today>?\n1 & low: https://teams.example/');
    const none = render({ prompt: '', choices: [] });
    expect(none.ok && none.message.bodyText).toMatch(/^Hi\n\n\nUnsubscribe/);
    // Only web links: a script address is refused, as is a value of another shape.
    for (const bad of [
      { prompt: 'Q', choices: [{ label: '1', href: 'javascript:alert(1)' }] },
      'text',
    ]) {
      const refused = render(bad);
      expect(refused.ok ? [] : refused.errors.map((e) => e.field)).toEqual(['templateData.quick']);
    }
  });

  it('writes a text-only template as escaped HTML paragraphs', () => {
    const result = renderMessageTemplate(
      { ...template, subject: 'S', smsText: '', bodyHtml: '', bodyText: 'Line <1>\n\nLine 2' },
      {},
      { brand, unsubscribe: null },
    );
    expect(result.ok && result.message.bodyHtml).toContain('<p>Line &lt;1&gt;</p>\n<p>Line 2</p>');
  });

  it('gives sample data that fills every placeholder', () => {
    const data = sampleTemplateData(templatePlaceholders(template), new Date(2026, 0, 2));
    const result = renderMessageTemplate(template, data, { brand, unsubscribe: null });
    expect(result.ok && result.message.bodyText).toBe(
      'Hello [firstName], your event is on 01/02/26.',
    );
  });

  it('finds formats that do not exist', () => {
    expect(unknownFormats('{{a|date}} {{b|upper}}')).toEqual(['{{b|upper}}']);
  });
});

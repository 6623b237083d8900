import { describe, expect, it } from 'vitest';
import { fillCertificateTemplate } from './certificate';

const values = {
  accountName: 'Lincoln <b>ISD</b>',
  awardName: 'Start Strong',
  achievementType: 'startStrong',
  awardedDate: '09/01/25',
  schoolYear: '2025-2026',
  description: '',
};

describe('certificate templates', () => {
  it('fills placeholders with escaped values and leaves unknown marks', () => {
    const html = '<h1>{{ accountName }}</h1><p>{{awardName}} {{schoolYear}} {{unknown}}</p>';
    expect(fillCertificateTemplate(html, values)).toBe(
      '<h1>Lincoln &lt;b&gt;ISD&lt;/b&gt;</h1><p>Start Strong 2025-2026 {{unknown}}</p>',
    );
  });
});

import type { FeedbackFormatTexts } from '@portal/core';
import { enUs } from './en-us';

/** British English: the American texts hold no word spelt differently. */
export const enGb: FeedbackFormatTexts = enUs;

import { CHECKUP_FEEDBACK_ERRORS, type FeedbackFormatTexts } from '@portal/core';

export const enUs: FeedbackFormatTexts = {
  header: '{{plan}} Checkup for {{participantName}}',
  sections: {
    introduction: {
      title: 'Introduction',
      text: '{{participantName}} has named you an accountability partner and would like your feedback on the progress of their {{plan}}. It takes about five minutes. How often do you interact with {{participantName}}?',
    },
    strengths: {
      title: 'Strengths',
      text: 'Choose 1 to 5 strengths you have seen {{participantName}} use, and add a comment if you like.',
    },
    constraints: {
      title: 'Constraints',
      text: 'For each constraint, do you agree that it is the right one for {{participantName}} to work on?',
    },
    steps: {
      title: 'Traction steps',
      text: 'For each step, rate this statement: {{participantName}} is making progress on this step. Choose N/A if you have not been able to observe it.',
    },
    encouragement: {
      title: 'Encouragement',
      text: 'Leave a few words of encouragement for {{participantName}} (optional).',
    },
  },
  acknowledgeText:
    'I understand that my responses are not anonymous: {{participantName}} will see my name with my answers.',
  completedText:
    'Thank you! Your feedback has been sent. {{participantName}} will see it when the checkup reports are released.',
  unavailableText: CHECKUP_FEEDBACK_ERRORS.unavailable,
  errors: { ...CHECKUP_FEEDBACK_ERRORS },
};

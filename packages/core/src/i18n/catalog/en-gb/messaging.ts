import type { Catalog } from '../types';

/** Texts of the messaging screens (templates, resend) and of the e-mail layout. */
export const messaging: Catalog['messaging'] = {
  email: {
    unsubscribe: 'Unsubscribe',
  },
  resend: {
    action: 'Resend',
    confirmTitle: 'Resend this message?',
    confirmBody: 'A copy is queued for {{recipient}}; the original stays as it is.',
    done: 'A copy of the message was queued.',
  },
  templates: {
    intro:
      'The texts of the messages the portal sends, per language. A placeholder is a name in double curly braces; add |date to the name for MM/DD/YY or |releaseDate for MM-DD-YYYY.',
    newTemplate: 'New template',
    allTemplates: 'All templates',
    empty: 'No templates yet.',
    code: 'Code',
    language: 'Language',
    description: 'Description',
    subject: 'Subject',
    bodyText: 'Text body',
    bodyHtml: 'HTML body',
    bodyHtmlHint: 'Leave empty to send the text body as HTML paragraphs.',
    smsText: 'SMS text',
    transactional: 'Transactional',
    transactionalHint:
      'Transactional messages (a sign-in code, a password link) carry no unsubscribe link.',
    kind: 'Kind',
    builtIn: 'Built-in',
    customized: 'Customised',
    custom: 'Custom',
    edit: 'Edit',
    save: 'Save',
    saved: 'The template was saved.',
    remove: 'Delete',
    restore: 'Restore the default',
    confirmRemove: 'Delete the {{language}} text of {{code}}?',
    confirmRestore: 'Restore the default {{language}} text of {{code}}? Your changes are lost.',
    removed: 'The template was deleted.',
    preview: 'Preview',
    previewEmail: 'E-mail',
    previewText: 'Text',
    previewSms: 'SMS',
    previewFrame: 'Preview of the e-mail',
    previewProblem: 'The preview cannot be filled: {{problems}}',
    placeholders: 'Placeholders',
    noPlaceholders: 'This template has no placeholders.',
    sampleNote: 'The preview fills each placeholder with its name and dates with today.',
    notFound: 'This template does not exist.',
  },
};

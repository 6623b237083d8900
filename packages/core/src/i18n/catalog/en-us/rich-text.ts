/** Texts of the rich-text editor (notes, content sections). */
export const richText = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  heading: 'Heading',
  bullet: 'Bullets',
  numbered: 'Numbering',
  quote: 'Quote',
  link: 'Link',
  linkAddress: 'Address of the link (https://… or mailto:…)',
  linkTitle: 'Add a link',
  linkInvalid: 'Enter an address that starts with https://, http:// or mailto:.',
  linkApply: 'Apply',
  linkRemove: 'Remove link',
  cancel: 'Cancel',
};

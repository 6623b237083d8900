import { toasts } from './toast/toast-store';

/**
 * Copies a text to the clipboard and says so; a browser that refuses the clipboard (outside a
 * secure page) gets the failure message, and the text stays on the page to select.
 */
export async function copyText(text: string, messages: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toasts.show({ message: messages.copied, severity: 'success' });
  } catch {
    toasts.show({ message: messages.failed, severity: 'error' });
  }
}

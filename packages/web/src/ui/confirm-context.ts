import { createContext, useContext } from 'react';

export type ConfirmOptions = {
  message: string;
  title?: string;
  yes?: string;
  no?: string;
  /** A consequence to weigh first, shown as a warning above the message. */
  warning?: string;
};
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

/** Asks the user to confirm; resolves true on Yes, false on No or when closed. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider>.');
  return confirm;
}

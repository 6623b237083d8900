import { createContext, useContext } from 'react';

/**
 * True inside a layout that already puts the page on a card (the bare layout of sign-in and
 * survey pages), so a page does not draw a second card inside it.
 */
export const OnCardContext = createContext(false);

export const useOnCard = () => useContext(OnCardContext);

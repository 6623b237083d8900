import { createContext, useContext } from 'react';

/** True inside the print layout: the page is a print view (a document the PDF renderer prints). */
export const InsidePrintLayout = createContext(false);

export const useIsPrintView = () => useContext(InsidePrintLayout);

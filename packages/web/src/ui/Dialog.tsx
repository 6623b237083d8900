import MuiDialog, { type DialogProps } from '@mui/material/Dialog';
import { useFocusReturn } from './focus-return';

/**
 * The portal's dialog: the library's, whose focus goes back to the control that opened it when
 * it closes, also when that control was busy meanwhile or was an item of a menu (see
 * focus-return.ts). Every dialog of the web app is one of these.
 */
export function Dialog(props: DialogProps) {
  const root = useFocusReturn(props.open);
  return <MuiDialog {...props} ref={root} disableRestoreFocus />;
}

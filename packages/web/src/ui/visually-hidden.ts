/**
 * Hides content from the eye but not from assistive technology (a chart's table of figures):
 * one pixel, clipped, out of the flow, never `display: none`.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

import { useMemo } from 'react';
import { qrMatrix } from './qr-matrix';

type Props = {
  /** What the code carries (an absolute address: a phone's camera opens it). */
  value: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Read to people who cannot see the image. */
  label: string;
};

/** Quiet zone around the symbol, in modules, as the standard asks. */
const QUIET = 4;

/** A QR code drawn as one SVG path of dark squares on white (scanners need the contrast). */
export function QrCode({ value, size = 200, label }: Props) {
  const { path, modules } = useMemo(() => {
    const matrix = qrMatrix(value);
    const parts: string[] = [];
    matrix.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + QUIET} ${y + QUIET}h1v1h-1z`);
      }),
    );
    return { path: parts.join(''), modules: matrix.length + QUIET * 2 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

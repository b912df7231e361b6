import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A UPI payment link as a QR code, drawn as SVG squares from `qrcode`'s matrix (the library the
 * server's certificates already use), so no markup string is injected into the page. Error
 * correction M, a quiet zone of four modules as the QR standard asks, black on white for every
 * phone camera.
 */
export function UpiQr({ uri, size = 200, label }: { uri: string; size?: number; label: string }) {
  const { dimension, path } = useMemo(() => {
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    return { dimension: modules.size + quiet * 2, path: d };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

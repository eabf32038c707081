import { useMemo } from 'react';
import QRCode from 'qrcode';

/** The viewers' link as a QR code (the qrcode package's matrix, drawn as one SVG path: sharp at any size, printable). */
export function LiveQr({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    return { size: modules.size + 8, path: d };
  }, [url]);
  return (
    <svg className="live-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="live-qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
